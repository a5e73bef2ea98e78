// json-coding.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport
import Foundation

let script = Script("json-coding.dep")

struct Profile: Codable, Equatable {
  var name: String
  var age: Int
  var tags: [String]
  var nickname: String? = nil
}

script.run {
  let blob = Profile(name: "Blob", age: 3, tags: ["a", "b"], nickname: nil)
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  let data = try encoder.encode(blob)
  print(String(decoding: data, as: UTF8.self))
  encoder.outputFormatting = .prettyPrinted
  try print(String(decoding: encoder.encode(["only"]), as: UTF8.self))
  let decoded = try JSONDecoder().decode(Profile.self, from: data)
  print(decoded.name, decoded.age, decoded.nickname ?? "none", decoded == blob)
  let text = "{\"name\":\"Jr\",\"age\":1,\"tags\":[],\"nickname\":\"jj\"}"
  let named = try JSONDecoder().decode(Profile.self, from: Data(text.utf8))
  print(named.nickname ?? "none", named.tags.count)
  do {
    _ = try JSONDecoder().decode(Profile.self, from: Data("{\"name\":\"Blob\"}".utf8))
  } catch is DecodingError {
    print("decoding failed")
  }
}
