import Foundation
import LabelFitCLI

exit(runLabelFit(Array(CommandLine.arguments.dropFirst())))
