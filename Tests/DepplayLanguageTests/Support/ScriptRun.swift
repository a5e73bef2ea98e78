import DepplayLanguage

/// Runs `source` as `depplay run` runs a file named `file`, in a fresh session: what it
/// printed, what it reported (diagnostics and issues, without colour), and whether it
/// succeeded.
func runScript(_ source: String, file: String) async -> (
  output: String, errors: String, succeeded: Bool
) {
  let result = await Session().run(source: source, file: file)
  let (output, errors) = TerminalRenderer(colored: false).render(result)
  if case .succeeded = result.status { return (output, errors, true) }
  return (output, errors, false)
}
