import DepplaySyntax

/// The fields of a ``Context`` that most code never sets: the update closure's values, the
/// call into a store being made, and the script's actor the code is isolated to. They live in
/// one box, `nil` while none is set, so that a context, copied at every call, block and spawn,
/// is a few words and references: with the three in line it was large enough to be copied
/// and destroyed through its type's value witnesses, six copies and five destructions a task.
package final class RareContextFields: Sendable {
  let updating: ValuesUnderUpdate?
  let storeCall: SourceRange?
  let actor: ActorIsolation?

  private init(updating: ValuesUnderUpdate?, storeCall: SourceRange?, actor: ActorIsolation?) {
    self.updating = updating
    self.storeCall = storeCall
    self.actor = actor
  }

  /// A box of the three, or `nil` when none is set.
  static func boxing(
    updating: ValuesUnderUpdate?, storeCall: SourceRange?, actor: ActorIsolation?
  ) -> RareContextFields? {
    if updating == nil, storeCall == nil, actor == nil { return nil }
    return RareContextFields(updating: updating, storeCall: storeCall, actor: actor)
  }
}
