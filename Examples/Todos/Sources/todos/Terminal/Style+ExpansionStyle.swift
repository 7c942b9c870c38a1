import OnwardExpand

extension Style: ExpansionStyle {}
