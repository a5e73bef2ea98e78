// data-and-url.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("data-and-url.dep")

script.run {
  let base = URL(string: "https://example.com/api")!
  print(base)
  let user = base.appendingPathComponent("users").appending(path: "42")
  print(user.absoluteString)
  print(user.host ?? "no host", user.path)
  print(user.lastPathComponent)
  let relative = URL(string: "notes/today")!
  print(relative.host ?? "no host")
  let data = Data("héllo".utf8)
  print(data, data.count)
  print(String(decoding: data, as: UTF8.self))
  let empty = Data()
  print(empty, empty.isEmpty, empty == data)
  print(data == Data("héllo".utf8))
}
