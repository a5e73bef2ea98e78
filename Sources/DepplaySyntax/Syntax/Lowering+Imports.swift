import SwiftSyntax

/// The modules a pasted `import` may name: each is one of depplay's own (its dependency
/// runtime, its store layer, its test support) or the toolchain's, so the line needs nothing.
/// SwiftUI is among them so that a paste holding a view still runs its model or store: the
/// view itself is refused by name where it is declared.
package enum ImportableModule: String, CaseIterable, Sendable {
  case dependencies = "Dependencies"
  case dependenciesMacros = "DependenciesMacros"
  case dependenciesTestSupport = "DependenciesTestSupport"
  case composableArchitecture = "ComposableArchitecture"
  case foundation = "Foundation"
  case dispatch = "Dispatch"
  case concurrencyExtras = "ConcurrencyExtras"
  case issueReporting = "IssueReporting"
  case clocks = "Clocks"
  /// swift-custom-dump, whose `expectNoDifference` the store layer has.
  case customDump = "CustomDump"
  case testing = "Testing"
  case xcTest = "XCTest"
  case observation = "Observation"
  case swiftUI = "SwiftUI"
}

extension Lowering {
  /// An `import` at the top level (of a whole module, or of one declaration of it, as
  /// `import struct Foundation.Date`): nothing to run when it names a module of
  /// ``ImportableModule``; any other module (UIKit, a package of the learner's) is refused by
  /// its name, as Swift refuses an `import` below the top level. The program notes the
  /// modules it imports (``Program/imports``).
  package mutating func importDeclaration(_ syntax: ImportDeclSyntax, isTopLevel: Bool)
    throws(ParseError)
  {
    guard isTopLevel else {
      throw ParseError(
        "declaration is only valid at file scope", at: range(syntax.importKeyword))
    }
    guard let module = syntax.path.first else { return }
    if let importable = ImportableModule(rawValue: module.name.text) {
      imports.insert(importable)
      return
    }
    throw ParseError(
      "no such module '\(module.name.text)' in depplay", at: range(module.name),
      notes: [
        "depplay has "
          + ImportableModule.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
          + ": the modules a dependency, a store and their tests need"
      ])
  }
}
