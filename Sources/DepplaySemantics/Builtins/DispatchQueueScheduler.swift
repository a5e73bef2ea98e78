/// A scheduler `DispatchQueue` offers as a static member for the `mainQueue` dependency:
/// `DispatchQueue.test` (a new test scheduler) or `DispatchQueue.immediate`.
package enum DispatchQueueScheduler: String, Sendable, CaseIterable {
  case test
  case immediate
}
