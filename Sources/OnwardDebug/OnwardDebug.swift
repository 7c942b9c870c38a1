import OnwardCore
