/// Tests of the built-in dependencies and the clocks (`swift test --filter BuiltIns`).
enum BuiltIns {}
