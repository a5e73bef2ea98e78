// error-enums.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("error-enums.dep")

struct Timeout: Error, Equatable {
  var seconds: Int
}

enum LoadError: Error, Equatable {
  case offline
  case badStatus(Int)
}

func load(_ id: Int) throws -> String {
  if id == 0 {
    throw LoadError.offline
  }
  if id < 0 {
    throw LoadError.badStatus(id)
  }
  return "user \(id)"
}

func fetch(_ id: Int) -> Result<Int, LoadError> {
  return (id > 0) ? .success(id) : .failure(.offline)
}

func fetchSlowly(_ n: Int) throws -> String {
  if n == 0 {
    throw Timeout(seconds: 3)
  }
  return try load(n)
}

script.run {
  do {
    try print(load(1))
    await script.settle()
    try print(load(0))
    await script.settle()
  } catch {
    print("caught", error)
  }
  await script.settle()
  do {
    _ = try load(-4)
    await script.settle()
  } catch let error as LoadError {
    print("load error", error, error == .badStatus(-4))
  }
  await script.settle()
  do {
    _ = try load(0)
    await script.settle()
  } catch is LoadError {
    print("is LoadError")
  }
  await script.settle()
  for id in [0, -4, -500] {
    do {
      _ = try load(id)
    } catch LoadError.offline {
      print("offline")
    } catch LoadError.badStatus(let code) where code > -100 {
      print("status", code)
    } catch {
      print("other", error)
    }
  }
  await script.settle()
  let tens = fetch(2).flatMap { n in
    return (n > 1) ? .success(n * 10) : .failure(.badStatus(n))
  }
  await script.settle()
  print(tens)
  print(fetch(0).flatMap { .success($0 + 1) } == .failure(.offline))
  await script.settle()
  let texts = ["1", "x", "3"]
  print(texts.compactMap { Int($0) })
  print([[1, 2], [3]].flatMap { $0 })
  let caught = Result { try load(0) }
  await script.settle()
  print(caught)
  let loaded = Result<String, any Error>(catching: { try load(3) })
  await script.settle()
  print(loaded)
  for n in [-5, 0, -500] {
    do {
      _ = try fetchSlowly(n)
    } catch let error as LoadError where error == .badStatus(-5) {
      print("exactly", error)
    } catch let timeout as Timeout where timeout.seconds > 2 {
      print("slow", timeout.seconds)
    } catch let error where n < -100 {
      print("far", error)
    } catch {
      print("other", error)
    }
  }
  await script.settle()
}
