// bitwise-operators.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("bitwise-operators.dep")

func mask(_ bits: Int) -> Int {
  return (1 << bits) - 1
}

script.run {
  let flags = 10
  print(1 << 4, 256 >> 3, flags & 6, flags | 1, flags ^ 15)
  print(~0, ~flags, -16 >> 2)
  print(1 << 64, 1 << 63, -1 >> 70, 5 >> 64)
  print(8 << -2, 1 >> -3)
  print(2 + (1 << 3), (6 & 3) * 2, (1 | 2) ^ (3 & 1))
  var value = 1
  value <<= 5
  value |= mask(3)
  await script.settle()
  value ^= 2
  value &= ~1
  value >>= 1
  print(value, mask(8))
  await script.settle()
  var total = 7
  total *= 6
  total %= 5
  print(total)
}
