extension InspectorPage {
    /// The page's script: reads the JSON data and builds every element with `createElement` and
    /// `textContent`, so no text from the log is ever parsed as markup.
    ///
    /// When it has drawn the page, it writes how long the page took to open, in milliseconds since
    /// navigation began, to the root element's `data-render-ms`, for the benchmark.
    static let script = #"""
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("inspection").textContent);
          const actions = data.actions, nodes = data.nodes, count = actions.length;
          const $ = (id) => document.getElementById(id);
          const slider = $("slider"), list = $("actions"), filter = $("filter");
          let current = -1;

          function el(tag, className, text) {
            const element = document.createElement(tag);
            if (className) element.className = className;
            if (text !== undefined) element.textContent = text;
            return element;
          }
          const call = (d) => d.a.length ? d.n + "(" + d.a.join(", ") + ")" : d.n;
          const plural = (n, word) => n.toLocaleString("en-US") + " " + word + (n === 1 ? "" : "s");

          function details(d, line) {
            if (d.o) line.append(el("span", "tag", "on " + d.o));
            if (d.y) line.append(el("span", "tag", "async"));
            line.append(el("span", "time", d.t));
            if (d.s) line.append(el("span", "site", d.s));
          }

          function nested(children) {
            const ol = el("ol", "nested");
            for (const d of children) {
              const li = el("li");
              li.append(el("span", "call", call(d)));
              details(d, li);
              ol.append(li);
              if (d.k) ol.append(nested(d.k));
            }
            return ol;
          }

          function names(d) { return d.n.toLowerCase() + "\n" + (d.k || []).map(names).join(""); }

          // The list shows a window of the matching actions around the selected one, so a long log
          // costs no more to draw than a short one. Action 0 is the state before the first action.
          const searchable = [""].concat(actions.map((a) => names(a.d)));
          const windowSize = 300;
          let matching = [...Array(count + 1).keys()], windowStart = 0, rows = new Map();
          function row(n) {
            const li = el("li", "action"), d = n > 0 ? actions[n - 1].d : null;
            li.dataset.n = n;
            const line = el("div", "line");
            line.append(el("span", "num", String(n)), el("span", "call", d ? call(d) : "before the first action"));
            if (d) details(d, line);
            li.append(line);
            if (d && d.k) li.append(nested(d.k));
            if (data.mark && data.mark.action === n) li.classList.add("marked");
            if (n === current) li.classList.add("selected");
            rows.set(n, li);
            return li;
          }
          function more(text, start) {
            const li = el("li", "more");
            const button = el("button", "", text);
            button.addEventListener("click", () => { windowStart = start; drawList(); });
            li.append(button);
            return li;
          }
          function drawList() {
            const fragment = document.createDocumentFragment(), end = Math.min(matching.length, windowStart + windowSize);
            rows = new Map();
            if (windowStart > 0) {
              fragment.append(more("▲ " + plural(windowStart, "earlier action"), Math.max(0, windowStart - windowSize)));
            }
            for (let i = windowStart; i < end; i++) fragment.append(row(matching[i]));
            if (end < matching.length) fragment.append(more("▼ " + plural(matching.length - end, "later action"), end));
            list.replaceChildren(fragment);
          }
          // The position of action n among the matching ones, or where it would be.
          function position(n) {
            let low = 0, high = matching.length;
            while (low < high) { const mid = (low + high) >> 1; if (matching[mid] < n) low = mid + 1; else high = mid; }
            return low;
          }
          function reveal(n) {
            if (rows.has(n) || matching[position(n)] !== n) return;
            windowStart = Math.max(0, position(n) - (windowSize >> 1));
            drawList();
          }
          list.addEventListener("click", (event) => {
            const li = event.target.closest("li.action");
            if (li) select(Number(li.dataset.n));
          });

          $("title").textContent = data.title;
          $("summary").textContent = data.summary;
          for (const note of data.notes) $("notes").append(el("p", "", note));
          slider.max = String(count);

          // The state tree, drawn lazily: a collapsed part is drawn when opened.
          function childPath(path, step, isLabel) {
            return isLabel ? (path ? path + "." + step : step) : path + "[" + step + "]";
          }
          function parts(node) {
            const kind = node[0], out = [];
            if (kind === 1) { node.slice(1).forEach((id, i) => out.push([String(i), id, false])); return out; }
            const start = kind === 4 ? 2 : kind === 5 ? 3 : 1;
            for (let i = start; i + 1 < node.length; i += 2) out.push([node[i], node[i + 1], kind >= 4]);
            return out;
          }
          function summary(node) {
            switch (node[0]) {
              case 1: return "[" + plural(node.length - 1, "element") + "]";
              case 2: return "Set (" + plural((node.length - 1) / 2, "element") + ")";
              case 3: return "[" + plural((node.length - 1) / 2, "entry").replace("entrys", "entries") + "]";
              case 4: return node[1];
              case 5: return "." + node[2];
              default: return "<cycle: " + node[1] + ">";
            }
          }
          function leafText(node) { return node === 0 ? "nil" : node; }
          function drawNode(id, path, label, depth, marks) {
            const node = nodes[id];
            const key = label === null ? null : el("span", "key", label);
            const changed = marks.changed.has(path);
            if (typeof node === "string" || node === 0 || (Array.isArray(node) && node[0] === 6)) {
              const div = el("div", "leaf");
              if (key) div.append(key, ": ");
              const value = el("span", changed ? "changed" : "", Array.isArray(node) ? summary(node) : leafText(node));
              if (changed && marks.changed.get(path)) value.prepend(el("span", "was", marks.changed.get(path)));
              div.append(value);
              return div;
            }
            const box = el("details");
            const head = el("summary");
            if (key) head.append(key, " ");
            head.append(el("span", changed ? "type changed" : "type", summary(node)));
            box.append(head);
            const inside = marks.inside.has(path);
            if (inside) box.classList.add("inside");
            let drawn = false;
            function draw() {
              if (drawn) return;
              drawn = true;
              const children = el("div", "children");
              for (const [step, child, isLabel] of parts(node)) {
                children.append(drawNode(child, childPath(path, step, isLabel), step, depth + 1, marks));
              }
              box.append(children);
            }
            box.addEventListener("toggle", () => { if (box.open) draw(); });
            if (depth < 2 || inside || changed) { draw(); box.open = true; }
            return box;
          }

          function marksOf(n) {
            const changed = new Map(), inside = new Set();
            for (const c of n > 0 ? actions[n - 1].c : []) {
              const path = c[0] === "self" ? "" : c[0];
              // A removed element's path now names the one that took its place: only the changes
              // list shows a removal.
              if (c[1] !== "removed") changed.set(path, c[1] === "changed" ? c[2] : "");
              for (let i = 1; i < path.length; i++) {
                if (path[i] === "." || path[i] === "[") inside.add(path.slice(0, i));
              }
              inside.add("");
            }
            return { changed, inside };
          }

          function change(c) {
            const li = el("li");
            li.append(el("span", "path", c[0]), ": ");
            switch (c[1]) {
              case "changed": li.append(el("span", "before", c[2]), " → ", el("span", "after", c[3])); break;
              case "added": li.append("added ", el("span", "after", c[3])); break;
              case "removed": li.append("removed ", el("span", "before", c[2])); break;
              default: li.append("moved from ", el("span", "path", c[2]));
            }
            return li;
          }

          function showMark(n) {
            const box = $("mark");
            box.replaceChildren();
            if (!data.mark) return;
            const m = data.mark;
            box.append(el("strong", "", (m.action === n ? "Here" : "Action " + m.action) + ": "), m.note);
            if (m.action !== n) {
              const go = el("button", "", "Show");
              go.addEventListener("click", () => select(m.action));
              box.append(go);
            }
          }

          function clamp(n) { return Math.max(0, Math.min(count, Math.trunc(n) || 0)); }

          function select(n) {
            n = clamp(n);
            if (n === current) return;
            if (rows.has(current)) rows.get(current).classList.remove("selected");
            current = n;
            reveal(n);
            const li = rows.get(n);
            if (li) {
              li.classList.add("selected");
              li.scrollIntoView({ block: "nearest" });
            }
            slider.value = String(n);
            $("position").textContent = n + " of " + count.toLocaleString("en-US");
            $("selected").textContent = n === 0 ? "Before the first action" : n + " · " + call(actions[n - 1].d);
            showMark(n);
            const changes = $("changes");
            changes.replaceChildren();
            const list = n > 0 ? actions[n - 1].c : [];
            for (const c of list) changes.append(change(c));
            if (!list.length) changes.append(el("li", "none", n === 0 ? "the state the log starts from" : "no change"));
            const state = $("state"), root = data.states[n];
            state.replaceChildren();
            if (root === undefined || root < 0) {
              state.append(el("p", "none", "This state is left out of the page; its changes are above."));
            } else {
              state.append(drawNode(root, "", null, 0, marksOf(n)));
            }
            const hash = "#" + n;
            if (location.hash !== hash) {
              try { history.replaceState(null, "", hash); } catch (e) { location.replace(hash); }
            }
          }

          function step(delta) {
            const at = position(current);
            const next = delta < 0 ? matching[at - 1] : matching[matching[at] === current ? at + 1 : at];
            if (next !== undefined) select(next);
          }

          filter.addEventListener("input", () => {
            const text = filter.value.trim().toLowerCase();
            matching = [0];
            for (let n = 1; n <= count; n++) if (!text || searchable[n].includes(text)) matching.push(n);
            const found = matching.length - 1;
            $("filter-count").textContent = text ? plural(found, "action") + " of " + count + " match" : "";
            windowStart = Math.max(0, position(current) - (windowSize >> 1));
            drawList();
          });
          slider.addEventListener("input", () => select(Number(slider.value)));
          $("previous").addEventListener("click", () => step(-1));
          $("next").addEventListener("click", () => step(1));
          document.addEventListener("keydown", (event) => {
            if (event.target === filter || event.target === slider || event.altKey || event.metaKey || event.ctrlKey) return;
            const moves = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
            if (event.key in moves) step(moves[event.key]);
            else if (event.key === "Home") select(0);
            else if (event.key === "End") select(count);
            else return;
            event.preventDefault();
          });
          function fromHash() {
            const found = /^#(\d+)$/.exec(location.hash);
            return found ? Number(found[1]) : null;
          }
          window.addEventListener("hashchange", () => { const n = fromHash(); if (n !== null) select(n); });
          const start = fromHash();
          current = clamp(start !== null ? start : data.mark ? data.mark.action : count);
          windowStart = Math.max(0, position(current) - (windowSize >> 1));
          drawList();
          current = -1;
          select(start !== null ? start : data.mark ? data.mark.action : count);
          document.documentElement.dataset.renderMs = performance.now().toFixed(1);
        })();
        """#
}
