// text-trimming.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("text-trimming.dep")

script.run {
  let padded = "\t  two words \n"
  print("[\(padded.trimmingCharacters(in: .whitespacesAndNewlines))]")
  print("[\("\t two words  ".trimmingCharacters(in: .whitespaces))]")
  print("[\("\n line \n".trimmingCharacters(in: .newlines))]")
  print("¡¿Hello, world?!".trimmingCharacters(in: .punctuationCharacters))
  print("$12+".trimmingCharacters(in: .punctuationCharacters))
  print("2024-report-07".trimmingCharacters(in: .decimalDigits))
  let digitsLeft = "abc123def".trimmingCharacters(in: .letters)
  print(digitsLeft, "ab12".trimmingCharacters(in: .alphanumerics).isEmpty)
  let fields = "a,,b, c".components(separatedBy: ",")
  print(fields, fields.count)
  let cleaned = fields.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  print(cleaned)
  let word = "Swift 6.0!"
  print(word.first!, word.last!, "".first == nil)
  print(word.filter { $0.isLetter }, word.filter(\.isNumber), word.filter { $0.isPunctuation })
  print(word.filter { $0.isUppercase || $0.isWhitespace }.count, "x".first!.isLowercase)
}
