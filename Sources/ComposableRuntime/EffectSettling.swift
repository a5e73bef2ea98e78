/// How far a test store lets its effects run before it goes on (``TestStore/settleEffects``).
package enum EffectSettling: Sendable {
  /// Until every effect has run as far as it can without time passing: what `send` waits
  /// for. TCA's `send` returns once the effects it started have started and had a few turns
  /// of the main actor, so an effect sleeping on a live clock is still asleep then.
  case started
  /// Until nothing more can happen without the test, real-time sleeps ended included: what
  /// `receive`, `finish` and a task's `cancel` and `finish` wait for.
  case finished
}
