import DepplayCLI
import Foundation

exit(DepplayCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
