// if-var-binding.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("if-var-binding.dep")

struct Todo: Equatable {
  var title: String
  var isDone = false
}

func renamed(_ todo: Todo?, to title: String) -> Todo? {
  guard var todo else {
    return nil
  }
  todo.title = title
  return todo
}

script.run {
  let saved: Todo? = Todo(title: "Milk")
  if var copy = saved {
    copy.isDone = true
    copy.title += "!"
    print(copy.title, copy.isDone)
  }
  print(saved!.title, saved!.isDone)
  print(renamed(saved, to: "Eggs")!.title)
  await script.settle()
  print(renamed(nil, to: "Eggs") == nil)
  await script.settle()
  var counts: [String: Int] = ["a": 1]
  if var count = counts["a"] {
    count += 10
    counts["b"] = count
  }
  print(counts["a"]!, counts["b"]!)
}
