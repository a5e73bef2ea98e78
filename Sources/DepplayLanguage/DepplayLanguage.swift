// The language as one import: the front end, the checker, the interpreter, the export and
// the renderers, each a module of its own whose dependencies the compiler enforces
// (ARCHITECTURE.md, "The language's modules"). The command-line code and the tests import
// this umbrella; a module of the language imports only the modules beneath it.
@_exported import DepplayExport
@_exported import DepplayInterpreter
@_exported import DepplayRenderers
@_exported import DepplaySemantics
@_exported import DepplaySyntax
