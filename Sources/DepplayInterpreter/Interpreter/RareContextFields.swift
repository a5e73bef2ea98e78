import DepplaySyntax

/// The fields of a ``Context`` that most code never sets: the update closure's values, the
/// call into a store being made, the script's actor the code is isolated to, and the values
/// an effect made here sends when they are not actions. They live in
/// one box, `nil` while none is set, so that a context, copied at every call, block and spawn,
/// is a few words and references: with the three in line it was large enough to be copied
/// and destroyed through its type's value witnesses, six copies and five destructions a task.
package final class RareContextFields: Sendable {
  let updating: ValuesUnderUpdate?
  let storeCall: SourceRange?
  let actor: ActorIsolation?
  let effectValueType: String?

  private init(
    updating: ValuesUnderUpdate?, storeCall: SourceRange?, actor: ActorIsolation?,
    effectValueType: String?
  ) {
    self.updating = updating
    self.storeCall = storeCall
    self.actor = actor
    self.effectValueType = effectValueType
  }

  /// A box of the four, or `nil` when none is set.
  static func boxing(
    updating: ValuesUnderUpdate?, storeCall: SourceRange?, actor: ActorIsolation?,
    effectValueType: String?
  ) -> RareContextFields? {
    if updating == nil, storeCall == nil, actor == nil, effectValueType == nil { return nil }
    return RareContextFields(
      updating: updating, storeCall: storeCall, actor: actor, effectValueType: effectValueType)
  }
}
