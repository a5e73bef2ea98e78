// json-key-strategies.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("json-key-strategies.dep")

struct Account: Codable, Equatable {
  var userId: Int
  var displayName: String
  var isAdmin: Bool
}

script.run {
  let encoder = JSONEncoder()
  encoder.keyEncodingStrategy = .convertToSnakeCase
  encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
  let data = try encoder.encode(Account(userId: 7, displayName: "Blob", isAdmin: false))
  print(String(decoding: data, as: UTF8.self))
  let decoder = JSONDecoder()
  decoder.keyDecodingStrategy = .convertFromSnakeCase
  let account = try decoder.decode(Account.self, from: data)
  print(account.displayName, account.userId, account.isAdmin)
  do {
    _ = try JSONDecoder().decode(Account.self, from: data)
  } catch is DecodingError {
    print("a plain decoder finds no userId")
  }
}
