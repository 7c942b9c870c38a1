@_exported import OnwardCore
@_exported import OnwardGenerators
