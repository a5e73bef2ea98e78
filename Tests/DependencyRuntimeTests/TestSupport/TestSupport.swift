/// Tests of the Swift Testing traits (`swift test --filter TestSupport`).
enum TestSupport {}
