// errors.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
//
// Stores are @MainActor: `script.store`, `script.onMainActor`, `script.sending` and
// `script.hosted` hand each call to the main actor as depplay does, `script.effect`
// runs an effect's work as a unit (`[Effect.run 1] …`) and `script.send(_:with:)` is
// its `await send(…)`. With The Composable Architecture, call the store directly and
// return the effect itself.
import ComposableRuntime
import DependencyRuntime
import DepplaySupport

let script = Script("errors.dep")

struct NotFound: Error, Equatable {}

struct Failed: Error, Equatable {
  var code: Int = 1
}

struct Timeout: Error, Equatable {}

struct Missing: Error, Equatable, CustomStringConvertible {
  var id: Int

  var description: String {
    return "no user \(id)"
  }

  var isNegative: Bool {
    return id < 0
  }
}

func fetch(_ id: Int) async throws -> Int {
  if id < 0 {
    throw Missing(id: id)
  }
  return id * 2
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Loader: @unchecked Sendable {

  func load() {
    do {
      throw Failed(code: 2)
    } catch {
      print("load caught", error)
    }
  }
}

script.run(in: .test) {
  do {
    throw NotFound()
    print("not reached")
  } catch {
    print("caught", error)
  }
  Loader().load()
  // Task {} copies task-locals: overrides inherited
  let task = Task(executorPreference: script.executor, operation: script.unit(.task) {
    do {
      throw Failed()
    } catch {
      print("task caught", error)
    }
  })
  await task.value
  for code in [3, 4] {
    do {
      if code == 4 {
        throw Failed(code: code)
      }
      print("code", code)
    } catch {
      print("caught", error)
    }
  }
  for code in [1, 2, 3, 4] {
    do {
      do {
        if code == 1 {
          throw NotFound()
        }
        if code == 2 {
          throw Failed(code: 7)
        }
        if code == 3 {
          throw Timeout()
        }
        print("nothing thrown")
      } catch let failure as Failed {
        print("failed with", failure.code)
      } catch is Timeout {
        print("timed out")
      }
      print("after the inner do", code)
    } catch {
      print("the outer do caught", error)
    }
  }
  let fetched = await Result { try await fetch(21) }
  let missing = await Result { try await fetch(-1) }
  print(fetched)
  if case .failure(let error) = missing {
    print("failed: \(error)")
  }
  print(Missing(id: -2).isNegative, Missing(id: 3).description)
}
