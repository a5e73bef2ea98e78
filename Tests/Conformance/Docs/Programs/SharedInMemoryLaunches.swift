import ComposableArchitecture

func recordLaunch() -> Int {
  @Shared(.inMemory("launchCount")) var launchCount = 0
  $launchCount.withLock { $0 += 1 }
  return launchCount
}

func showSettings() {
  @Shared(.inMemory("launchCount")) var launches = 0
  print("Settings sees \(launches) launches")
  print($launches)
}

func resetLaunches() {
  @Shared(.inMemory("launchCount")) var launchCount = 0
  $launchCount.withLock { $0 = 0 }
}

print(recordLaunch())
print(recordLaunch())
showSettings()
resetLaunches()
showSettings()
print(recordLaunch())
