/// The issue ``Effect/run(priority:name:operation:catch:fileID:filePath:line:column:)``
/// reports when its operation throws an error other than cancellation and it has no `catch:`
/// handler: the effect's place (`"file:line"`), the error, and how to handle it. depplay's
/// interpreter reports a script's unhandled error with the same text.
package func unhandledEffectErrorMessage(describing error: String, fileID: String, line: UInt)
  -> String
{
  """
  An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error:

      \(error)

  Every error other than cancellation must be handled, with the "catch:" \
  parameter of "Effect.run" or a "do" block inside it.
  """
}
