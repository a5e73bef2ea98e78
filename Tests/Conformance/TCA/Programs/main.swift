// The depplay side of the TCA conformance programs (CONFORMANCE.md, "The store layer against
// TCA"): runs the program named by the first argument against ComposableRuntime.
import DependencyRuntime
import Foundation

/// Every program, by the name `compare.sh` and `TCAConformanceTests` give it.
let programs: [any ConformanceProgram.Type] = [
  AssertionMismatch.self,
  BodyRebuiltPerAction.self,
  BufferedSends.self,
  CancelBeforeTheEffectStarts.self,
  CancelIsEager.self,
  CancelSameLevel.self,
  ChildTasksInherit.self,
  ConcatenateAndMerge.self,
  DependencyScopesOnlyItsReducer.self,
  ExhaustiveDemandsReceive.self,
  ForEachCancelsRemoved.self,
  IfCaseLetChild.self,
  IfLetRunsChildFirst.self,
  InnermostOverrideWins.self,
  IsPresentedInStores.self,
  LiveOnlyClientInTestStore.self,
  MapKeepsCaptures.self,
  NonExhaustiveSkips.self,
  OptionalScopeKeepsLastState.self,
  ParentCancelReachesChild.self,
  ReceiveTimeout.self,
  ReceivedActionsReducedWhenSent.self,
  RunCapturesWhereCalled.self,
  SendAfterCancellation.self,
  SendBackReappliesModifiers.self,
  SendBackUnderSnapshot.self,
  SendFromFinishedTestStoreEffect.self,
  SendIsDeliveredFirst.self,
  ShowSkippedAssertions.self,
  SkipInFlightEffects.self,
  SkipReceivedActions.self,
  SnapshotAtInit.self,
  SnapshotOutlivesScope.self,
  StackElementCases.self,
  StackStateEditing.self,
  StoresCaptureTheirOwnScope.self,
  StoresNeverCancelEachOther.self,
  TaskInsideEffectOrder.self,
  TeardownReports.self,
  TestStoreDependenciesMutable.self,
  TestStoreSnapshot.self,
  TestStoreTaskControl.self,
  ThreeContexts.self,
  TransformRunsPerAction.self,
  UnhandledErrorsAreIssues.self,
  UnimplementedEndpointTwoIssues.self,
  WithDependenciesAroundRun.self,
]

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first,
  let program = programs.first(where: { String(describing: $0) == name })
else {
  print("usage: tca-conformance NAME, one of:", programs.map { String(describing: $0) })
  exit(2)
}
IssueReporters.current = [
  IssuePrinter(showsMessages: ProcessInfo.processInfo.environment["SHOW_MESSAGES"] != nil)
]
await program.run()
