import Dependencies
import Foundation

enum Locals {
  @TaskLocal static var value = 1
}

print(Locals.value)
Locals.$value.withValue(42) {
  print(Locals.value)
  Locals.$value.withValue(7) {
    print(Locals.value)
  }
  print(Locals.value)
}
print(Locals.value)

await Locals.$value.withValue(99) {
  let child = Task { Locals.value }
  print("child task:", await child.value)
  let detached = Task.detached { Locals.value }
  print("detached task:", await detached.value)
}

struct Stamp {
  @Dependency(\.date.now) var now
}

let stamp = withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 0)
} operation: {
  Stamp()
}
print(stamp.now)
withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 86_400)
} operation: {
  print(stamp.now)
  print(Stamp().now)
}
