import DepplaySemantics
import DepplaySyntax

extension ProgramWriter {
  /// The methods whose Swift signature `throws`: a plain struct's declared `throws`, and the
  /// model methods that `throw` uncaught, sleep on a clock (`try await clock.sleep(for:)`) or
  /// call such a method, in their own body (a `Task` they spawn throws on its own).
  package func throwingMethods() -> Set<String> {
    var throwing = Set(structs.values.flatMap { $0.methods.filter(\.isThrowing).map(\.name) })
    var changed = true
    while changed {
      changed = false
      for model in models.values {
        for method in model.methods where !throwing.contains(method.name) {
          if method.body.statements.contains(where: { throwsError($0, methods: throwing) }) {
            throwing.insert(method.name)
            changed = true
          }
        }
      }
    }
    return throwing
  }

  /// Whether the statement's own code throws, so that it is written after `try` (or, for a
  /// loop, its body throws and so does the function around it).
  /// A `throw` throws; a `do` throws from its `catch` blocks, and from its body when no clause
  /// catches every error.
  package func throwsError(_ statement: Statement, methods: Set<String>? = nil) -> Bool {
    let methods = methods ?? throwingMethodNames
    switch statement {
    case .throwStatement: return true
    case .forLoop(let loop) where loop.isTried: return true
    case .doCatch(let statement):
      let blockThrows = { (block: Block) in
        block.statements.contains { self.throwsError($0, methods: methods) }
      }
      return (!statement.catchesEverything && blockThrows(statement.body))
        || statement.clauses.contains { blockThrows($0.body) }
    default: break
    }
    return statement.expressions.contains { throwsError($0, methods: methods) }
      || statement.nestedBlocks.contains { block in
        block.statements.contains { throwsError($0, methods: methods) }
      }
  }

  /// Whether the expression throws: a clock's or `Task`'s `sleep`, a call to a throwing method,
  /// value method (`result.get()`) or client endpoint, or a
  /// scope whose closures throw (`withDependencies` and `withTaskCancellation` rethrow); the bodies of spawned work
  /// and escaping closures throw on their own.
  private func throwsError(_ expression: Expression, methods: Set<String>) -> Bool {
    switch expression {
    case .call(.member(_, let name, let range), _, _, _)
    where resolutions.view.methods(at: range)?.clock == .sleep || methods.contains(name):
      return true
    case .taskSleep, .taskCancellation(.checkCancellation, _):
      return true
    case .withTaskGroup(let body, _, true, _) where body.isThrowing:
      // `withThrowingTaskGroup` rethrows what its body throws.
      return true
    case .call(.member(.name(let group, _), _, let range), _, _, _)
    where throwingGroups.contains(group)
      && [.next, .waitForAll].contains(resolutions.view.methods(at: range)?.taskGroup):
      // A throwing group's `next()` and `waitForAll()` throw what a child threw.
      return true
    case .call(.member(_, _, let range), _, _, _)
    where resolutions.view.valueMethod(of: range)?.isThrowing == true:
      return true
    case .call(.member(_, let name, _), _, _, _)
    where calledEndpoint(named: name)?.isThrowing == true:
      return true
    case .call(.name(let name, _), _, _, _) where methods.contains(name):
      return true
    case .call(.name(let name, let range), let arguments, let trailing, _)
    where resolutions[range] == .function
      && functions[name]?.overload(named: name, arguments: arguments, trailing: trailing)
        .declaration?.isThrowing == true:
      return true
    case .call(let callee, _, _, _) where isRequirement(callee):
      return true
    case .member(.name(let name, _), let member, _)
    where TaskMember(rawValue: member) == .value && throwingTasks.contains(name):
      return true
    case .call(let callee, _, let operation?, _)
    where function(callee) == .withTaskCancellation
      && operation.body.statements.contains(where: { throwsError($0, methods: methods) }):
      // TCA's `withTaskCancellation` rethrows what its operation throws.
      return true
    case .withDependencies(_, let update, let operation, _):
      if (update.body.statements + operation.body.statements).contains(where: {
        throwsError($0, methods: methods)
      }) {
        return true
      }
    default:
      break
    }
    return expression.children.contains { throwsError($0, methods: methods) }
  }

  /// Whether `expression` gives a `Task` whose body throws (so its `value` throws too).
  package func givesThrowingTask(_ expression: Expression) -> Bool {
    switch expression {
    case .task(_, let body, _):
      return body.body.statements.contains { throwsError($0) }
    case .withDependencies(_, _, let operation, _):
      guard case .expression(let last)? = operation.body.statements.last else { return false }
      return givesThrowingTask(last)
    default:
      return false
    }
  }
}
