/* benchclaims HTML report script. Format: JavaScript, inlined into claims.html by benchclaims.report.html.
   Source: written for this project. Reads the JSON in <script id="bc-data">: tables (columns, rows,
   numeric columns, the doc id columns), records (one per claim) and docs (title, meta and the abstract
   as [text, [record indexes]] segments, TeX already rendered as text). Nothing is loaded from anywhere. */
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('bc-data').textContent);
  var PAGE = 25;
  var CARD_FIELDS = [
    ['kind', 'kind'], ['text', 'text'], ['value', 'value'], ['value_high', 'up to value'],
    ['value_from', 'from value'], ['unit', 'unit'], ['qualifier', 'qualifier'], ['aggregate', 'aggregate'],
    ['metric', 'metric'], ['metric_class', 'metric class'], ['polarity', 'polarity'], ['direction', 'direction'],
    ['baselines', 'baselines'], ['normalized_gain', 'normalized gain'], ['percent_of', 'share of baseline'],
    ['subject', 'subject'], ['condition', 'condition'], ['hardware', 'hardware'], ['vendor', 'vendor'],
    ['device', 'device'], ['rules', 'rules that fired']
  ];

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }

  function compare(a, b) {
    if (a === b) { return 0; }
    if (a === null || a === '') { return 1; }
    if (b === null || b === '') { return -1; }
    if (typeof a === 'number' && typeof b === 'number') { return a - b; }
    return String(a).localeCompare(String(b));
  }

  function showCell(value) {
    if (value === null) { return ''; }
    if (typeof value === 'number' && !Number.isInteger(value)) { return String(Math.round(value * 1000) / 1000); }
    return String(value);
  }

  function fromRecord(record, column) {
    var value = record[column];
    if (value === undefined) { return column === 'result' ? 'false' : null; }
    if (Array.isArray(value)) { return value.join('; '); }
    return typeof value === 'boolean' ? String(value) : value;
  }

  function Table(name, spec, host) {
    if (spec.rows === null) {  // the claims table: built from the record cards
      spec.rows = data.records.map(function (r) { return spec.columns.map(function (c) { return fromRecord(r, c); }); });
    }
    this.spec = spec; this.filter = ''; this.sortBy = -1; this.desc = false; this.page = 0;
    this.rows = spec.rows;
    var controls = el('div', {'class': 'controls'});
    this.input = el('input', {type: 'search', placeholder: 'filter rows', 'aria-label': 'filter ' + spec.title,
      'data-table': name});
    this.prev = el('button', {type: 'button', 'aria-label': 'previous page'}, '‹ prev');
    this.next = el('button', {type: 'button', 'aria-label': 'next page'}, 'next ›');
    this.status = el('span', {'class': 'status', role: 'status'});
    [this.input, this.prev, this.next, this.status].forEach(function (n) { controls.appendChild(n); });
    this.table = el('table', {'data-table': name});
    this.head = el('thead'); this.body = el('tbody');
    this.table.appendChild(this.head); this.table.appendChild(this.body);
    host.appendChild(controls); host.appendChild(this.table);
    var self = this;
    this.input.addEventListener('input', function () { self.filter = self.input.value.toLowerCase(); self.update(); });
    this.prev.addEventListener('click', function () { self.page -= 1; self.render(); });
    this.next.addEventListener('click', function () { self.page += 1; self.render(); });
    this.renderHead(); this.update();
  }

  Table.prototype.renderHead = function () {
    var self = this, row = el('tr');
    this.spec.columns.forEach(function (name, i) {
      var th = el('th', {scope: 'col', 'aria-sort': 'none'});
      var button = el('button', {type: 'button', title: 'sort by ' + name}, name);
      button.addEventListener('click', function () { self.sort(i); });
      th.appendChild(button); row.appendChild(th);
    });
    this.head.appendChild(row);
  };

  Table.prototype.sort = function (i) {
    this.desc = this.sortBy === i ? !this.desc : this.spec.numeric.indexOf(i) >= 0;
    this.sortBy = i;
    var ths = this.head.querySelectorAll('th');
    for (var k = 0; k < ths.length; k++) {
      ths[k].setAttribute('aria-sort', k !== i ? 'none' : (this.desc ? 'descending' : 'ascending'));
    }
    this.update();
  };

  Table.prototype.update = function () {
    var f = this.filter, i = this.sortBy, desc = this.desc;
    var rows = !f ? this.spec.rows.slice() : this.spec.rows.filter(function (r) {
      return r.join('\u0001').toLowerCase().indexOf(f) >= 0;
    });
    if (i >= 0) {
      rows.sort(function (a, b) {
        var empty = (a[i] === null || a[i] === '') - (b[i] === null || b[i] === '');
        return empty || (desc ? -compare(a[i], b[i]) : compare(a[i], b[i]));
      });
    }
    this.rows = rows; this.page = 0; this.render();
  };

  Table.prototype.render = function () {
    var pages = Math.max(1, Math.ceil(this.rows.length / PAGE));
    this.page = Math.min(Math.max(this.page, 0), pages - 1);
    var start = this.page * PAGE, slice = this.rows.slice(start, start + PAGE), spec = this.spec;
    this.body.textContent = '';
    var body = this.body;
    slice.forEach(function (row) {
      var tr = el('tr');
      row.forEach(function (value, i) {
        var td = el('td', spec.numeric.indexOf(i) >= 0 ? {'class': 'num'} : {});
        if (spec.docs.indexOf(i) >= 0 && data.docs[value]) {
          var open = el('button', {type: 'button', 'class': 'open', 'data-doc': value,
            'aria-label': 'open abstract of ' + value}, value);
          open.addEventListener('click', function () { openPaper(value, open); });
          td.appendChild(open);
        } else { td.textContent = showCell(value); }
        tr.appendChild(td);
      });
      body.appendChild(tr);
    });
    this.status.textContent = this.rows.length ? 'rows ' + (start + 1) + '–' + (start + slice.length) + ' of ' +
      this.rows.length + ' (page ' + (this.page + 1) + ' of ' + pages + ')' : 'no rows';
    this.prev.disabled = this.page === 0; this.next.disabled = this.page >= pages - 1;
  };

  var panel = document.getElementById('paper');
  var opener = null;

  function openPaper(id, from) {
    var doc = data.docs[id];
    opener = from || null;
    panel.textContent = '';
    var close = el('button', {type: 'button', 'class': 'close', 'aria-label': 'close the paper'}, 'close ✕');
    close.addEventListener('click', closePaper);
    var title = el('h2', {tabindex: '-1'}, doc.title);
    panel.appendChild(close); panel.appendChild(title);
    panel.appendChild(el('div', {'class': 'meta'}, doc.meta));
    var abstract = el('p', {'class': 'abstract'});
    doc.segments.forEach(function (segment) { abstract.appendChild(segmentNode(segment)); });
    panel.appendChild(abstract);
    panel.appendChild(el('div', {id: 'card', 'aria-live': 'polite'}));
    panel.classList.add('open');
    title.focus();
  }

  function segmentNode(segment) {
    if (!segment[1].length) { return document.createTextNode(segment[0]); }
    var first = data.records[segment[1][0]];
    var mark = el('mark', {tabindex: '0', role: 'button', 'class': 'k-' + first.kind,
      'data-records': segment[1].join(' '), 'aria-label': first.kind + ' ' + segment[0]}, segment[0]);
    mark.addEventListener('click', function () { showCards(mark); });
    mark.addEventListener('keydown', function (e) {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); showCards(mark); }
    });
    return mark;
  }

  function showCards(mark) {
    panel.querySelectorAll('mark.active').forEach(function (m) { m.classList.remove('active'); });
    mark.classList.add('active');
    var host = document.getElementById('card');
    host.textContent = '';
    mark.getAttribute('data-records').split(' ').forEach(function (i) { host.appendChild(card(data.records[+i])); });
  }

  function card(record) {
    var box = el('section', {'class': 'card', 'data-kind': record.kind});
    box.appendChild(el('h3', {'class': 'k-' + record.kind}, record.kind + ': ' + record.label));
    var list = el('dl');
    CARD_FIELDS.forEach(function (field) {
      var value = record[field[0]];
      if (value === undefined || value === null || value === '' || (value.length === 0)) { return; }
      list.appendChild(el('dt', {}, field[1]));
      list.appendChild(el('dd', {}, Array.isArray(value) ? value.join('; ') : showCell(value)));
    });
    box.appendChild(list);
    return box;
  }

  function closePaper() {
    panel.classList.remove('open');
    if (opener) { opener.focus(); }
  }

  document.addEventListener('keydown', function (e) {
    if (e.key === 'Escape' && panel.classList.contains('open')) { closePaper(); }
  });
  Object.keys(data.tables).forEach(function (name) {
    new Table(name, data.tables[name], document.getElementById('table-' + name));
  });
})();
