// A stylesheet imported as text (`?raw`) in tests: no rules.
module.exports = '';
