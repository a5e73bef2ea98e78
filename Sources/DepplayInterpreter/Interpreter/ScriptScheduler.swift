import ComposableRuntime
import Foundation

/// What the interpreter asks of the `mainQueue` dependency's schedulers (the store library's
/// `AnySchedulerOf<DispatchQueue>`); `ValueText` prints them.
package enum ScriptScheduler {
  /// Whether two erased schedulers are the same one (the same test scheduler, or the same
  /// kind of shared scheduler).
  package static func isSame(_ a: AnySchedulerOf<DispatchQueue>, _ b: AnySchedulerOf<DispatchQueue>)
    -> Bool
  {
    switch (a.kind, b.kind) {
    case (.main, .main), (.immediate, .immediate): true
    case (.unimplemented(let x), .unimplemented(let y)): x == y
    case (.test(let x), .test(let y)): x === y
    default: false
    }
  }

  /// Whether sleeping on it waits for real time (the live main queue): the script's executor
  /// must wait for that instead of declaring the script stuck.
  package static func sleepsInRealTime(_ scheduler: AnySchedulerOf<DispatchQueue>) -> Bool {
    if case .main = scheduler.kind { true } else { false }
  }

  /// Whether it is a test scheduler, which only `advance` moves.
  package static func isTest(_ scheduler: AnySchedulerOf<DispatchQueue>) -> Bool {
    if case .test = scheduler.kind { true } else { false }
  }
}

extension BuiltinValue {
  /// Whether it is a scheduler (erased or a test scheduler).
  package var isScheduler: Bool {
    switch self {
    case .scheduler, .testScheduler: true
    default: false
    }
  }
}
