/// A feature's state a `Store` lets you read directly: `store.state`.
///
/// The Composable Architecture's `@ObservableState` makes a state observable by SwiftUI, and
/// its store offers `state` only for such a state. depplay has no views and observes nothing:
/// the conformance, written by the ``ObservableState()`` macro, is all there is, so that the
/// same code compiles against both.
public protocol ObservableState {}

/// Makes a feature's state ``ObservableState``, as The Composable Architecture's macro of the
/// same name does (without its observation):
///
/// ```swift
/// @ObservableState
/// struct State: Equatable { var count = 0 }
/// ```
@attached(extension, conformances: ObservableState)
public macro ObservableState() =
  #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")
