// failable-initializers.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("failable-initializers.dep")

func parse(_ texts: [String]) -> [UUID] {
  var found: [UUID] = []
  for text in texts {
    guard let id = UUID(uuidString: text) else {
      print("skipped \(text)")
      continue
    }
    found.append(id)
  }
  return found
}

script.run {
  let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")
  print(fixed)
  print(fixed?.uuidString ?? "invalid")
  print(UUID(uuidString: "not-a-uuid") == nil)
  print(parse(["00000000-0000-0000-0000-000000000002", "nope"]).count)
  await script.settle()
  let home = URL(string: "https://example.com/home")
  print(home)
  if let home {
    print(home.lastPathComponent)
  }
  print(URL(string: "https://example.com")!.host ?? "no host")
  let zone = TimeZone(identifier: "Not/AZone")
  print(zone == nil, TimeZone(identifier: "UTC")!.identifier)
}
