extension InspectorPage {
    /// The page's fixed markup, which the script fills in.
    static let body = """
        <header>
          <h1><span class="brand">Onward inspector</span> <span id="title"></span></h1>
          <p id="summary"></p>
        </header>
        <div id="notes"></div>
        <nav id="timeline">
          <button id="previous" title="Previous action (←)">←</button>
          <input id="slider" type="range" min="0" max="0" value="0" aria-label="Position">
          <button id="next" title="Next action (→)">→</button>
          <span id="position"></span>
        </nav>
        <main>
          <section id="actions-pane">
            <input id="filter" type="search" placeholder="Filter by action name" aria-label="Filter by action name">
            <p id="filter-count"></p>
            <ol id="actions"></ol>
          </section>
          <section id="detail">
            <div id="mark"></div>
            <h2 id="selected"></h2>
            <h3>Changes</h3>
            <ul id="changes"></ul>
            <h3 id="state-heading">State after</h3>
            <div id="state"></div>
          </section>
        </main>
        """
}
