struct LoadError: Error, Equatable {
  var reason: String
}

let loaded: Result<Int, LoadError> = .success(42)
let failed: Result<Int, LoadError> = .failure(LoadError(reason: "offline"))
print(loaded)
switch failed {
case .success(let value):
  print("value", value)
case .failure(let error):
  print("error", error.reason)
}
let doubled = loaded.map { $0 * 2 }
print(try doubled.get())
