import DepplayLanguage
import Testing

/// Stored properties of classes beside their `@Dependency`s: one per instance, shared by
/// every name that refers to it, changed by its methods; `@Observable` and
/// `@ObservationIgnored` accepted as Swift accepts them, and swiftc's words where it refuses.
@Suite struct ClassStorageTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "model.dep")
  }

  @Test func twoNamesShareOneInstance() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Counter {
        var count = 0
        var label: String?
        func increment() { count += 1 }
        func name() { self.label = "n\\(count)" }
      }
      let a = Counter()
      let b = a
      let c = Counter()
      a.increment()
      b.increment()
      c.increment()
      b.name()
      print(a.count, b.count, c.count, a.label ?? "none", c.label ?? "none")
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "2 2 1 n2 none\n")
  }

  /// A method changes a stored array in place (`items.append(…)`), as Swift's methods of a
  /// class may: the instance's storage changes, for every name of it.
  @Test func aMethodChangesAStoredArrayInPlace() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Basket {
        var items: [String] = []
        var counts = [0]
        func add(_ item: String) {
          items.append(item)
          counts.append(counts.count)
        }
      }
      let basket = Basket()
      let same = basket
      basket.add("milk")
      same.add("eggs")
      print(basket.items, same.counts)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[\"milk\", \"eggs\"] [0, 1, 2]\n")
  }

  @Test func initialValuesAreEvaluatedForEachInstance() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency full { live: 1, test: 3 }
      final class Box {
        var items: [Int] = [1]
        @Dependency(\\.full) var full
        func add() { items = items + [full] }
      }
      let first = withDependencies { $0.full = 7 } operation: { Box() }
      let second = Box()
      first.add()
      second.add()
      print(first.items, second.items)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[1, 7] [1, 1]\n")
  }

  @Test func observableAttributesAreAccepted() async {
    let (output, errors, succeeded) = await Self.run(
      """
      @Observable
      final class Model {
        var count = 0
        @ObservationIgnored
        @Dependency(\\.uuid) var uuid
        func tap() { count += 1 }
      }
      let model = Model()
      model.tap()
      print(model.count)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "1\n")
  }

  /// swiftc's words (Swift 6.3).
  @Test(arguments: [
    (
      "final class C {\n  @Dependency(\\.uuid) var uuid\n  var uuid = 0\n}",
      "3:3: error: invalid redeclaration of 'uuid'"
    ),
    (
      "final class C {\n  let name: String\n}",
      "1:13: error: class 'C' has no initializers"
    ),
    (
      "final class C {\n  let name = \"a\"\n  func f() { name = \"b\" }\n}",
      "3:14: error: cannot assign to property: 'name' is a 'let' constant"
    ),
    (
      "final class C {\n  let name = \"a\"\n  func f() { self.name = \"b\" }\n}",
      "3:19: error: cannot assign to property: 'name' is a 'let' constant"
    ),
    (
      "@Observable\nfinal class C {\n  var count = 0\n  @Dependency(\\.uuid) var uuid\n}",
      "4:3: error: property wrapper cannot be applied to a computed property"
    ),
  ])
  func swiftsErrorsAtTheirPlace(_ code: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(code)
    #expect(!succeeded)
    #expect(errors.contains("model.dep:\(message)"), "\(errors)")
  }

  /// `speaker.volume = level` outside the class's methods, through a `let` holding the
  /// instance, another name of it, or a closure that captured it: every name sees the change.
  @Test func assigningFromOutsideTheMethodsThroughALet() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Speaker {
        var volume = 0.5
        var log: [String] = []
      }
      let speaker = Speaker()
      let same = speaker
      speaker.volume = 0.8
      same.log += ["set"]
      let mute = { speaker.volume = 0 }
      print(same.volume, speaker.log)
      mute()
      print(same.volume)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "0.8 [\"set\"]\n0.0\n")
  }

  /// An integer literal given to a class's `Double` property, as its initial value or
  /// assigned from outside, is a `Double`, as Swift types it (measured: `1.0`, then `0.0 3.0`).
  @Test func aDoublePropertyTypesItsIntegerLiterals() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Speaker {
        var volume = 0.5
        var level: Double = 1
      }
      let speaker = Speaker()
      print(speaker.level)
      speaker.volume = 0
      speaker.level += 2
      print(speaker.volume, speaker.level)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "1.0\n0.0 3.0\n")
  }

  /// A function's parameter of a class's type holds an instance: the function assigns its
  /// stored properties, and the caller's instance changes, as in Swift.
  @Test func assigningThroughAParameterOfTheClassTypeChangesTheInstance() async {
    let (output, errors, succeeded) = await Self.run(
      "final class C {\n  var count = 0\n}\nfunc reset(_ c: C) {\n  c.count = 2\n}\n"
        + "let c = C()\nreset(c)\nprint(c.count)")
    #expect(succeeded, "\(errors)")
    #expect(output == "2\n")
  }

  @Test(arguments: [
    ("c.hidden = 1", "7:3: error: cannot assign to property: 'hidden' setter is inaccessible"),
    (
      "c.hidden += 1",
      "7:10: error: left side of mutating operator isn't mutable: 'hidden' setter is inaccessible"
    ),
    ("c.name = \"b\"", "7:3: error: cannot assign to property: 'name' is a 'let' constant"),
  ])
  func swiftsErrorsAssigningFromOutside(_ line: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(
      """
      final class C {
        var count = 0
        private(set) var hidden = 0
        let name = "a"
      }
      let c = C()
      \(line)
      """)
    #expect(!succeeded)
    #expect(errors.contains("model.dep:\(message)"), "\(errors)")
  }

  /// A `let` holding an instance of a script's class is a reference: a `mutating` method
  /// changes its stored `var`s through it, as Swift allows (measured with swiftc 6.3:
  /// `["y", "z"]`).
  @Test func aMutatingMethodChangesAClassVarThroughALet() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Registry {
        var names: [String] = []
      }
      let registry = Registry()
      registry.names.append("x")
      registry.names.append(contentsOf: ["y", "z"])
      registry.names.remove(at: 0)
      print(registry.names)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[\"y\", \"z\"]\n")
  }

  /// A `let` holding a struct's value still cannot change: Swift's words.
  @Test func aMutatingMethodOnAStructVarThroughALetIsRefused() async {
    let (_, errors, succeeded) = await Self.run(
      """
      struct Bag {
        var names: [String] = []
      }
      let bag = Bag()
      bag.names.append("x")
      """)
    #expect(!succeeded)
    #expect(
      errors.contains(
        "cannot use mutating member on immutable value: 'bag' is a 'let' constant"), "\(errors)")
  }

  @Test func theExportWritesTheAttributesAndProperties() throws {
    let swift = try SwiftExporter.export(
      source: """
        @Observable
        final class Model {
          var count = 0
          @ObservationIgnored
          @Dependency(\\.uuid) var uuid
          func tap() { count += 1 }
        }
        Model().tap()
        """, file: "model.dep")
    #expect(swift.contains("import Observation\n"))
    #expect(
      swift.contains(
        "@Observable\nfinal class Model: @unchecked Sendable {\n  var count = 0\n\n"
          + "  @ObservationIgnored\n  @Dependency(\\.uuid) var uuid\n"), "\(swift)")
  }
}
