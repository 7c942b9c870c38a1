@_exported import OnwardCore
@_exported import OnwardDebug
@_exported import OnwardGenerators
@_exported import OnwardHistory
