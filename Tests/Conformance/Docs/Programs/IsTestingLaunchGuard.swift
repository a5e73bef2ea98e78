import Dependencies

final class LaunchCoordinator {
  var startedServices: [String] = []

  func didFinishLaunching(launchedBy source: String) -> Bool {
    guard !isTesting else { return true }
    startedServices.append("sync")
    startedServices.append("notifications")
    print("launched by \(source)")
    return true
  }
}

let coordinator = LaunchCoordinator()
let accepted = coordinator.didFinishLaunching(launchedBy: "springboard")
print(accepted, coordinator.startedServices)
print("running under tests:", isTesting)
