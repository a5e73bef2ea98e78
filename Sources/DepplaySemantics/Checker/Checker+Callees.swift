import DepplaySyntax

extension Checker {
  /// Notes what `callee` names in the catalogue of built-in methods (``Callee``): a method
  /// call's `receiver.name`, an implied effect such as `.run` or `.merge(…)`. Any other
  /// callee names nothing there. `.cancel` is the effect only with an `id:` (without, it is
  /// an action's case), and then with that one argument.
  package mutating func recordCallee(_ callee: Expression) throws(CheckError) {
    switch callee {
    case .member(_, let name, let range):
      if let methods = Callee.Methods(named: name) {
        resolutions.recordCallee(.methods(methods), at: range)
      }
    case .implicitMember(let name, let arguments, let range):
      guard let effect = Callee.Effect(rawValue: name) else { return }
      if effect == .cancel {
        guard let arguments, arguments.first?.label == "id" else { return }
        guard arguments.count == 1 else {
          throw CheckError(
            "expected .cancel(id: …)", at: range,
            notes: ["write return .cancel(id: \"search\") in a reducer"])
        }
      }
      resolutions.recordCallee(.effect(effect), at: range)
    default:
      break
    }
  }
}
