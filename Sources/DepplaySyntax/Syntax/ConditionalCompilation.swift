import SwiftSyntax

/// Swift's conditional compilation, `#if DEBUG … #elseif os(Linux) … #else … #endif`, anywhere
/// Swift allows it (statements, members, the top level, a postfix chain): each `#if` keeps the
/// clause a debug build of the script on this machine compiles, and the rest is blanked out
/// (spaces, line breaks kept, so every position stays where the script has it) before the
/// script is read again. An inactive clause is parsed, as Swift parses it, but never checked.
///
/// The conditions a debug build sets: `DEBUG`; `os(…)` of the machine depplay runs on;
/// `canImport(…)` of the modules a script can import (``importableModules``); `swift(…)` and
/// `compiler(…)` against ``languageVersion``; `true`, `false`, `!`, `&&`, `||` and
/// parentheses. Any other flag is not set. Any other condition is refused by name.
package enum ConditionalCompilation {
  /// The Swift version `swift(>=…)` and `compiler(>=…)` compare with.
  package static let languageVersion = [6, 3]
  /// The modules `canImport(…)` finds: those a script's Swift program can import.
  package static let importableModules: Set<String> = [
    "Foundation", "Dependencies", "ComposableArchitecture", "Testing", "XCTest",
    "DependenciesMacros", "CustomDump",
  ]
  /// The operating systems `os(…)` names, and the one depplay runs on.
  private static let operatingSystems: Set<String> = [
    "macOS", "iOS", "tvOS", "watchOS", "visionOS", "Linux", "Windows", "FreeBSD", "OpenBSD",
    "Android", "WASI", "PS4", "Haiku",
  ]
  #if os(macOS)
    private static let hostOperatingSystem = "macOS"
  #elseif os(Windows)
    private static let hostOperatingSystem = "Windows"
  #else
    private static let hostOperatingSystem = "Linux"
  #endif

  /// The script's text with every inactive clause, and every `#if`, `#elseif`, `#else` and
  /// `#endif` line's directive, blanked out; `nil` when the script has no `#if`.
  package static func activeText(of tree: SourceFileSyntax, text: String, source: SourceFile)
    throws(ParseError) -> String?
  {
    let finder = ActiveClauseFinder(source: source)
    finder.walk(tree)
    if let error = finder.error { throw error }
    guard !finder.blanked.isEmpty else { return nil }
    var bytes = Array(text.utf8)
    for range in finder.blanked {
      for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != 13 {
        bytes[index] = UInt8(ascii: " ")
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `condition` holds in a debug build; a ``Refusal`` names a condition depplay
  /// does not evaluate.
  package static func holds(_ condition: ExprSyntax) throws(Refusal) -> Bool {
    switch condition.as(ExprSyntaxEnum.self) {
    case .booleanLiteralExpr(let literal):
      return literal.literal.tokenKind == .keyword(.true)
    case .declReferenceExpr(let flag):
      return flag.baseName.text == "DEBUG"
    case .prefixOperatorExpr(let negation) where negation.operator.text == "!":
      return !(try holds(negation.expression))
    case .tupleExpr(let parenthesized) where parenthesized.elements.count == 1:
      return try holds(parenthesized.elements.first.unsafelyUnwrapped.expression)
    case .sequenceExpr(let sequence):
      return try holds(Array(sequence.elements))
    case .infixOperatorExpr(let infix):
      return try holds([infix.leftOperand, infix.operator, infix.rightOperand])
    case .functionCallExpr(let call):
      return try holds(call)
    default:
      throw Refusal(condition: Syntax(condition))
    }
  }

  /// `a && b || c`: `&&` binds tighter than `||`.
  private static func holds(_ elements: [ExprSyntax]) throws(Refusal) -> Bool {
    var anyGroup = false
    var group = true
    for (index, element) in elements.enumerated() {
      if index.isMultiple(of: 2) {
        group = try holds(element) && group
        continue
      }
      switch element.as(BinaryOperatorExprSyntax.self)?.operator.text {
      case "&&": continue
      case "||":
        anyGroup = anyGroup || group
        group = true
      default: throw Refusal(condition: Syntax(element))
      }
    }
    return anyGroup || group
  }

  /// `os(Linux)`, `canImport(Foundation)`, `swift(>=6.0)`, `compiler(<7)`.
  private static func holds(_ call: FunctionCallExprSyntax) throws(Refusal) -> Bool {
    guard let test = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil
    else { throw Refusal(condition: Syntax(call)) }
    let written = argument.expression.trimmedDescription
    switch test {
    case "os" where operatingSystems.contains(written):
      return written == hostOperatingSystem
    case "canImport":
      return importableModules.contains(written)
    case "swift", "compiler":
      guard let comparison = VersionComparison(written) else {
        throw Refusal(condition: Syntax(call))
      }
      return comparison.holds(for: languageVersion)
    default:
      throw Refusal(condition: Syntax(call))
    }
  }

  /// A condition depplay does not evaluate.
  package struct Refusal: Error {
    /// The condition, as written.
    package var condition: Syntax
  }
}

/// `>=6.0` or `<7` of `swift(…)` and `compiler(…)`.
private struct VersionComparison {
  var isAtLeast: Bool
  var version: [Int]

  init?(_ written: String) {
    let operatorLength = written.hasPrefix(">=") ? 2 : written.hasPrefix("<") ? 1 : 0
    guard operatorLength > 0 else { return nil }
    let parts = written.dropFirst(operatorLength).split(
      separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Int($0) }
    guard !numbers.isEmpty, numbers.count == parts.count else { return nil }
    isAtLeast = operatorLength == 2
    version = numbers
  }

  /// Whether `current` satisfies the comparison (missing components count as 0).
  func holds(for current: [Int]) -> Bool {
    let width = max(current.count, version.count)
    let padded = { (v: [Int]) in v + Array(repeating: 0, count: width - v.count) }
    let atLeast = !padded(current).lexicographicallyPrecedes(padded(version))
    return atLeast == isAtLeast
  }
}

/// Finds each `#if`'s active clause, and the byte ranges to blank out: its directives, and its
/// inactive clauses whole. Clauses inside an inactive one are not looked at.
private final class ActiveClauseFinder: SyntaxVisitor {
  let source: SourceFile
  var blanked: [Range<Int>] = []
  var inactive: Set<SyntaxIdentifier> = []
  var error: ParseError?

  init(source: SourceFile) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    guard error == nil else { return .skipChildren }
    var found = false
    for clause in node.clauses {
      let start = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
      var isActive = false
      if !found {
        do throws(ConditionalCompilation.Refusal) {
          isActive = try clause.condition.map(ConditionalCompilation.holds) ?? true
        } catch {
          self.error = ParseError(
            "the condition '\(error.condition.trimmedDescription)' in '#if' is not supported yet",
            at: source.range(
              utf8: error.condition.positionAfterSkippingLeadingTrivia
                .utf8Offset..<error.condition.endPositionBeforeTrailingTrivia.utf8Offset),
            notes: [
              "depplay's #if knows DEBUG (set), os(…), canImport(…), swift(>=…), compiler(>=…),"
                + " !, && and ||"
            ])
          return .skipChildren
        }
      }
      if isActive {
        found = true
        let directiveEnd = (clause.condition.map(Syntax.init) ?? Syntax(clause.poundKeyword))
          .endPositionBeforeTrailingTrivia.utf8Offset
        blanked.append(start..<directiveEnd)
      } else {
        inactive.insert(clause.id)
        blanked.append(start..<clause.endPositionBeforeTrailingTrivia.utf8Offset)
      }
    }
    blanked.append(
      node.poundEndif.positionAfterSkippingLeadingTrivia
        .utf8Offset..<node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
    return .visitChildren
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    error == nil && !inactive.contains(node.id) ? .visitChildren : .skipChildren
  }
}
