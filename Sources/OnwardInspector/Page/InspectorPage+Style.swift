extension InspectorPage {
    /// The page's style: system fonts, compact, light or dark as the system prefers.
    static let style = #"""
        :root {
          --bg: #fbfbfc; --panel: #ffffff; --text: #1d1f23; --muted: #6b7079; --line: #e3e5e9;
          --accent: #3b5bdb; --accent-bg: #e8edff; --changed: #fff3bf; --changed-text: #7a5b00;
          --added: #2b8a3e; --removed: #c92a2a; --mark: #fff0f0; --mark-line: #e03131;
          color-scheme: light dark;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #16181c; --panel: #1d2025; --text: #e4e6ea; --muted: #979ca6; --line: #2e3238;
            --accent: #8ea2ff; --accent-bg: #262d4a; --changed: #4a3d10; --changed-text: #ffd866;
            --added: #69db7c; --removed: #ff8787; --mark: #3a1f22; --mark-line: #ff6b6b;
          }
        }
        * { box-sizing: border-box; }
        html, body { height: 100%; }
        body {
          margin: 0; display: flex; flex-direction: column; background: var(--bg); color: var(--text);
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
        }
        code, .mono, #actions, #changes, #state {
          font-family: ui-monospace, "SF Mono", "JetBrains Mono", "DejaVu Sans Mono", Menlo, monospace;
          font-size: 12.5px;
        }
        header { display: flex; align-items: baseline; gap: 16px; padding: 10px 16px 4px; flex-wrap: wrap; }
        h1 { font-size: 16px; margin: 0; font-weight: 600; }
        h1 .brand { color: var(--muted); font-weight: 500; }
        header p { margin: 0; color: var(--muted); }
        #notes p { margin: 4px 16px; padding: 6px 10px; border-left: 3px solid var(--accent); background: var(--panel);
          color: var(--muted); font-size: 13px; }
        #timeline { display: flex; align-items: center; gap: 8px; padding: 6px 16px 10px;
          border-bottom: 1px solid var(--line); }
        #slider { flex: 1; accent-color: var(--accent); }
        #position { min-width: 12ch; text-align: right; color: var(--muted); font-variant-numeric: tabular-nums; }
        button { font: inherit; color: var(--text); background: var(--panel); border: 1px solid var(--line);
          border-radius: 6px; padding: 1px 9px; cursor: pointer; }
        button:hover { border-color: var(--accent); }
        main { flex: 1; display: flex; min-height: 0; }
        #actions-pane { width: 42%; min-width: 280px; display: flex; flex-direction: column;
          border-right: 1px solid var(--line); }
        #filter { margin: 10px 12px 4px; padding: 5px 9px; font: inherit; color: var(--text);
          background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
        #filter-count { margin: 0 14px 6px; color: var(--muted); font-size: 12px; }
        #filter-count:empty { display: none; }
        #actions { list-style: none; margin: 0; padding: 0 0 24px; overflow: auto; flex: 1; }
        #actions li.action { border-bottom: 1px solid var(--line); }
        #actions li.more { padding: 6px 12px; }
        .line { display: flex; gap: 8px; padding: 3px 12px; cursor: pointer; align-items: baseline; }
        .line:hover { background: var(--accent-bg); }
        li.selected > .line { background: var(--accent); color: #fff; }
        li.selected > .line .time, li.selected > .line .site, li.selected > .line .num { color: #e6e9ff; }
        li.marked > .line { box-shadow: inset 3px 0 var(--mark-line); }
        .num { color: var(--muted); min-width: 5ch; text-align: right; font-variant-numeric: tabular-nums; }
        .call { flex: 1 1 auto; min-width: 12ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .time, .site { color: var(--muted); white-space: nowrap; font-size: 11.5px; }
        .tag { white-space: nowrap; font-size: 10.5px; padding: 0 5px; border-radius: 8px; border: 1px solid currentColor;
          color: var(--muted); }
        .nested { list-style: none; margin: 0; padding: 0 12px 3px calc(12px + 7ch); }
        .nested .nested { padding-left: 2ch; }
        .nested li { display: flex; flex-wrap: wrap; column-gap: 8px; color: var(--muted); }
        .nested li > .call { flex: 1 1 0; min-width: 0; }
        .nested li > .site { flex-basis: 100%; padding-left: 2ch; }
        .nested li::before { content: "▸"; }
        .nested li > .call { color: var(--text); opacity: 0.85; }
        #detail { flex: 1; overflow: auto; padding: 10px 20px 40px; }
        #detail h2 { font-size: 15px; margin: 4px 0 10px; font-family: ui-monospace, "DejaVu Sans Mono", monospace;
          word-break: break-all; }
        #detail h3 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted);
          margin: 16px 0 6px; }
        #mark:not(:empty) { padding: 8px 12px; background: var(--mark); border-left: 3px solid var(--mark-line);
          border-radius: 4px; margin-bottom: 8px; }
        #mark button { margin-left: 8px; }
        #changes { margin: 0; padding: 0; list-style: none; }
        #changes li { padding: 2px 0; word-break: break-word; }
        .path { color: var(--accent); }
        .before { color: var(--removed); }
        .after { color: var(--added); }
        .none { color: var(--muted); font-style: italic; font-family: system-ui, sans-serif; }
        #state details > summary { cursor: pointer; list-style: none; }
        #state details > summary::before { content: "▸ "; color: var(--muted); }
        #state details[open] > summary::before { content: "▾ "; }
        #state .children { padding-left: 2.2ch; border-left: 1px dotted var(--line); margin-left: 0.5ch; }
        #state .leaf { padding-left: 2ch; word-break: break-word; }
        .key { color: var(--accent); }
        .type { color: var(--muted); }
        .changed { background: var(--changed); color: var(--changed-text); border-radius: 3px; padding: 0 3px; }
        .was { text-decoration: line-through; opacity: 0.7; margin-right: 4px; }
        .inside > summary .key::after { content: " •"; color: var(--changed-text); }
        @media (max-width: 720px) { main { flex-direction: column; } #actions-pane { width: auto; height: 40%; } }
        """#
}
