/// The identity of one full list capture, shared by the patches made from it.
final class ListChain {}
