# Prints the symbols for lld's --symbol-ordering-file: once each, the
# functions that ran inside the object whose path ends in OBJECT, as the
# callgrind profiles given as input (valgrind --tool=callgrind --demangle=no)
# list them.
#
# lld moves every input section that defines a listed name. A name defined
# more than once (a helper the compiler copied into many files) is left out
# when one of its copies sits in an input section bigger than the 64 KB the
# kernel maps around a page fault: that section, mostly code a start never
# runs, would land among the functions that do run. MAP, lld's -Map output
# for the object, says where each name is defined.
BEGIN {
  while ((getline line < MAP) > 0) {
    if (!match(line, /^ *[0-9a-f]+ +[0-9a-f]+ +[0-9a-f]+ +[0-9]+ /)) continue
    split(substr(line, 1, RLENGTH), columns, " ")
    rest = substr(line, RLENGTH + 1)
    depth = match(rest, /[^ ]/) - 1
    entry = substr(rest, depth + 1)
    if (depth == 0) in_text = entry == ".text"
    else if (depth == 8) section_size = hexadecimal(columns[3])
    else if (depth == 16 && in_text) {
      copies[entry]++
      if (section_size > 65536) anchored[entry] = 1
    }
  }
  close(MAP)
}

function hexadecimal(digits,    value, i) {
  value = 0
  for (i = 1; i <= length(digits); i++)
    value = value * 16 + index("0123456789abcdef", substr(digits, i, 1)) - 1
  return value
}

# Callgrind names an object or a function in full the first time and by its
# number in parentheses afterwards; `ob=` and `cob=` share one numbering,
# `fn=` and `cfn=` another, each per profile. A function's own cost starts
# at an `fn=` line, under the object of the `ob=` line before it.
function name(table, line,    id, rest) {
  id = line
  sub(/^[a-z]+=\(/, "", id)
  sub(/\).*$/, "", id)
  rest = line
  sub(/^[a-z]+=\([0-9]+\) ?/, "", rest)
  if (rest != "") names[table, FILENAME, id] = rest
  return names[table, FILENAME, id]
}

/^c?ob=/ {
  found = name("object", $0)
  if ($0 ~ /^ob=/) object = found
}

/^c?fn=/ {
  function_name = name("function", $0)
  # Callgrind marks a recursive call's depth with a quote and a number.
  sub(/'[0-9]+$/, "", function_name)
  if ($0 !~ /^fn=/ || substr(object, length(object) - length(OBJECT) + 1) != OBJECT) next
  # A function without a symbol goes by its address.
  if (function_name ~ /^0x/ || (function_name in listed)) next
  if (copies[function_name] > 1 && (function_name in anchored)) next
  listed[function_name] = 1
  print function_name
}
