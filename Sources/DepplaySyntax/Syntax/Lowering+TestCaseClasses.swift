import SwiftSyntax

/// `class BaseTestCase: XCTestCase { override func invokeTest() { … } }` with `final class
/// FeatureTests: BaseTestCase { func test…() }`: a test class may inherit from another of the
/// script's test classes, as XCTest's classes do, and runs its tests through the nearest
/// `invokeTest()` override of its own or of a superclass.
extension Lowering {
  /// Reads the script's top-level `XCTestCase` classes (those inheriting from `XCTestCase`,
  /// directly or through another of them, declared anywhere in the file) before its
  /// statements.
  package mutating func collectTestCaseClasses(_ items: CodeBlockItemListSyntax) {
    var classes: [String: ClassDeclSyntax] = [:]
    for item in items {
      guard case .decl(let declaration) = item.item,
        let syntax = declaration.as(ClassDeclSyntax.self)
      else { continue }
      classes[syntax.name.text] = syntax
    }
    var grew = true
    while grew {
      grew = false
      for (name, syntax) in classes where testCaseClasses[name] == nil {
        guard let superclass = Self.superclassName(of: syntax),
          superclass == "XCTestCase" || testCaseClasses[superclass] != nil
        else { continue }
        testCaseClasses[name] = syntax
        grew = true
      }
    }
  }

  /// The first type `syntax` inherits from, its superclass if it has one.
  static func superclassName(of syntax: ClassDeclSyntax) -> String? {
    syntax.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
  }

  /// Whether `syntax` is one of the script's `XCTestCase` classes
  /// (``collectTestCaseClasses(_:)``).
  func isTestCaseClass(_ syntax: ClassDeclSyntax) -> Bool {
    testCaseClasses[syntax.name.text] != nil
  }

  /// The `invokeTest()` override the tests of `syntax` run through: its own, or else its
  /// nearest superclass's among the script's test classes; `nil` when none has one.
  func invokeTestOverride(for syntax: ClassDeclSyntax) -> FunctionDeclSyntax? {
    var current: ClassDeclSyntax? = syntax
    var visited: Set<String> = []
    while let testCase = current, visited.insert(testCase.name.text).inserted {
      if let override = testCase.memberBlock.members.lazy
        .compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: isInvokeTestOverride)
      {
        return override
      }
      current = Self.superclassName(of: testCase).flatMap { testCaseClasses[$0] }
    }
    return nil
  }

  /// Refuses a test class whose superclass (one of the script's) declares tests: XCTest runs
  /// those again as the subclass's, which depplay does not.
  func checkSuperclassHasNoTests(of syntax: ClassDeclSyntax) throws(ParseError) {
    guard let name = Self.superclassName(of: syntax), let superclass = testCaseClasses[name]
    else { return }
    let declaresTests = superclass.memberBlock.members.contains {
      $0.decl.as(FunctionDeclSyntax.self)?.name.text.hasPrefix("test") == true
    }
    guard declaresTests else { return }
    throw notSupported(
      "a test class whose superclass '\(name)' declares tests", at: syntax.name,
      notes: [
        "a superclass may hold an 'override func invokeTest()' its subclasses' tests run"
          + " through; declare the tests in the subclasses"
      ])
  }
}
