/// How a closure that runs concurrently with the code around it is passed, which decides
/// what Swift 6 says when it assigns a `var` of that code.
package enum ConcurrentClosure: Sendable {
  /// `@Sendable` (an asynchronous queue block, a thread, an effect's operation): Swift refuses
  /// every assignment of a captured `var` ("mutation of captured var … in concurrently-executing
  /// code").
  case sendable
  /// `sending` (a `Task`, a child task): Swift allows it only where the code around it no
  /// longer uses the variable, which depplay does not decide yet, and refuses by name.
  case sending
}
