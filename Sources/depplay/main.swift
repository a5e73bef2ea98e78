import DepplayCLI
import DepplayLanguage
import Foundation

// The main thread does nothing but wait for scripts: stores' main-actor work takes turns
// with the script that drives them.
MainQueue.servesOnRequest()
exit(DepplayCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
