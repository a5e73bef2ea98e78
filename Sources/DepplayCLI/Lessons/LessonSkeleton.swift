import Foundation

/// `depplay lesson new NAME`: a lesson file to start from, in the format LESSONS.md
/// describes, with one Step, one Predict and one Exercise that `depplay check` passes as
/// written. Its teacher replaces the prose and code, keeping the shape.
enum LessonSkeleton {
  /// The file `name` names: `NAME.md` in the working directory (or `name` itself when it
  /// ends in `.md`).
  static func path(for name: String) -> String { name.hasSuffix(".md") ? name : name + ".md" }

  /// Writes the skeleton to ``path(for:)``; refuses to overwrite a file.
  static func write(named name: String, output: ShellOutput) -> ExitCode {
    let path = path(for: name)
    guard !FileManager.default.fileExists(atPath: path) else {
      output.complain("depplay: error: '\(path)' exists; choose another name\n")
      return .usage
    }
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    do {
      try Data(text(title: title(from: stem)).utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      output.complain("depplay: error: cannot write '\(path)': \(error.localizedDescription)\n")
      return .failure
    }
    output.say("Wrote \(path). Check it with: depplay check \(path)\n")
    return .success
  }

  /// `16-my-first-lesson` → `My first lesson`.
  static func title(from stem: String) -> String {
    let words = stem.drop { $0.isNumber || $0 == "-" || $0 == "_" }
      .split { $0 == "-" || $0 == "_" }.joined(separator: " ")
    return words.isEmpty ? "A new lesson" : words.prefix(1).uppercased() + words.dropFirst()
  }

  /// The skeleton's text.
  static func text(title: String) -> String {
    """
    # \(title)

    Teaches: rules 20

    Say in two or three sentences what the learner will see, and why it matters in real code.
    Every `depplay` block below runs, in order, in one session; `depplay check` proves the
    answers and the exercise.

    ## Step: A child task keeps the override

    Narrate what the code shows. `expect` lines prove the claim as the lesson runs.

    ```depplay
    context test
    dependency greeting { live: "hello", preview: "preview hello", test: "test hello" }
    withDependencies { $0.greeting = "hi" } operation: {
      async let child = greeting
      print(await child)
    }
    expect(output: "hi")
    ```

    ## Predict: And after the scope?

    The learner sees this code, guesses, and then it runs. `Choice:` lines (optional) offer
    choices, answered with the letter or the value; the answer must be one of them.

    Question: What does `print(greeting)` print once the scope has returned?
    Choice: hi
    Choice: test hello
    Answer: test hello

    ```depplay
    print(greeting)
    ```

    ## Exercise: Make the child say hey

    State the task. The learner types statements until the check passes.

    ```depplay exercise
    withDependencies { $0.greeting = "hi" } operation: {
      async let child = greeting
      print(await child)
    }
    ```

    ```depplay check
    expect(output: "hey")
    ```

    Hint: The child reads the value in force where it is created.

    ```depplay solution
    withDependencies { $0.greeting = "hey" } operation: {
      async let child = greeting
      print(await child)
    }
    ```

    """
  }
}
