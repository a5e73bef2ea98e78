/// The concurrency helpers swift-dependencies passes on from swift-concurrency-extras
/// (`UncheckedSendable`, `ActorIsolated`, `withMainSerialExecutor`, …) come with the runtime,
/// as they come with the library.
@_exported import ConcurrencySupport
