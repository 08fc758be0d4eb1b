#!/usr/bin/env python3
"""Makes KufiMVARTest-VF.ttf, the fixture for line metrics that vary with the instance: NotoKufiArabic-VF.ttf
subset to the Arabic letters of a few labels, its MVAR replaced by one that moves the ascender (`hasc`) by
+200 units and the descender (`hdsc`) by -100 at wght 900 and by -100 / +50 at wght 100 (one region each side
of the default 400, so values between are linear: +120 / -60 at 700). The family is renamed so that it is never
taken for Noto Kufi Arabic. Needs fontTools (pip, in a venv):

    python3 make-mvar-fixture.py NotoKufiArabic-VF.ttf KufiMVARTest-VF.ttf
"""
import sys
from fontTools import subset
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables import otTables
from fontTools.varLib import builder

source, target = sys.argv[1], sys.argv[2]
font = TTFont(source)
options = subset.Options()
options.layout_features = ["*"]
options.name_IDs = ["*"]
options.notdef_outline = True
sub = subset.Subsetter(options)
sub.populate(text="إعدادات الحساب حذف إضافة إلى الشاشة الرئيسية نقل سلة المهملات الإبلاغ عن مشكلة")
sub.subset(font)

# Regions on the normalized wght axis: 400 → 900 is 0 → 1, 400 → 100 is 0 → -1.
regions = builder.buildVarRegionList([{"wght": (0, 1, 1)}, {"wght": (-1, -1, 0)}], ["wght"])
data = builder.buildVarData([0, 1], [[200, -100], [-100, 50]])  # rows: hasc, hdsc; columns: heavy, light
store = builder.buildVarStore(regions, [data])
mvar = newTable("MVAR")
mvar.table = otTables.MVAR()
mvar.table.Version = 0x00010000
mvar.table.Reserved = 0
mvar.table.ValueRecordSize = 8
mvar.table.VarStore = store
records = []
for i, tag in enumerate(["hasc", "hdsc"]):
    r = otTables.MetricsValueRecord()
    r.ValueTag = tag
    r.VarIdx = i  # outer 0, inner i
    records.append(r)
mvar.table.ValueRecord = records
mvar.table.ValueRecordCount = len(records)
font["MVAR"] = mvar

name = font["name"]
for record in name.names:
    if record.nameID in (1, 4, 6, 16):
        text = record.toUnicode().replace("Noto Kufi Arabic", "Kufi MVAR Test").replace("NotoKufiArabic", "KufiMVARTest")
        record.string = text
font.save(target)
