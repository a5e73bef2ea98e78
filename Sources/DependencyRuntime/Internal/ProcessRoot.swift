import Foundation

/// The cache of the values every thread sees outside any binding: the process's root.
///
/// Its context is decided once, from the environment and the command line.
let processRoot: DefaultCache = {
  let detection = ContextDetection.detect(
    arguments: ProcessInfo.processInfo.arguments,
    environment: ProcessInfo.processInfo.environment)
  if let issue = detection.issue { report(issue) }
  return DefaultCache(configuration: .init(context: detection.context, buildConfiguration: .debug))
}()
