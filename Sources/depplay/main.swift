import DepplayCLI
