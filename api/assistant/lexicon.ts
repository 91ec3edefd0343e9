/**
 * The words of the portal's own subjects in Hindi, in Hindi typed in Latin letters ("kisano",
 * "sehat", "naukri") and in English, as sets of words that mean the same here: a question in
 * any of the three finds an item written in any of them (every item has English; some have a
 * Hindi translation). Data, and the few functions that read it:
 *
 * - `conceptsOf(word)`: the sets a word belongs to. Devanagari and romanised Hindi are read
 *   through a transliteration key (`romanKey`): Devanagari is transliterated to Latin letters, and
 *   both are reduced to the consonants and the vowels other than "a" (romanised Hindi writes the
 *   short "a" as it pleases: kisan, kisaan, kissan; naukri, naukari), with aspirates, "sh"/"s",
 *   "w"/"v", "z"/"j", "ph"/"f" and long vowels merged, and Hindi endings (plural, oblique,
 *   infinitive: -on, -en, -e, -ne…) tried off. English words are read by their stem.
 * - `equivalentsOf(term)`: every word of the term's sets, for scoring (api/assistant/score.ts).
 * - `searchFormOf(term)`: the English word to search with (every item has English).
 * - `englishOf(word)`: a romanised Hindi word's English, for a question typed in Hinglish
 *   (api/assistant/understand.ts decides which questions those are).
 *
 * Each entry is "english words | Hindi words | romanised Hindi spellings"; the first English word
 * is the one searched for. Romanised spellings are only needed where the transliteration of the
 * Hindi does not already give them.
 */
import { GENERIC_WORDS, LIGHT_WORDS, stem } from "./words";

const ENTRIES = `
farmer,farmers,grower,growers,cultivator,cultivators|किसान,किसानों,कृषक,काश्तकार,खेतिहर,खेतिहरों|kisan,kisaan,kissan,krishak,khetihar
agriculture,agricultural,farming,agri,agritech|कृषि,खेती,खेतीबाड़ी,किसानी|krishi,kheti,khetibadi
farm,farms,field,fields,plot,plots|खेत,खेतों|khet,kheton
crop,crops,harvest|फसल,फ़सल,फसलें,फसलों|fasal,fasl,phasal
advisory,advisories,advice,advise,tips|सलाह,परामर्श,सुझाव|salah,salaah,paramarsh,sujhav
soil|मिट्टी,मृदा|mitti,mrida
weather,forecast,forecasts,forecasting|मौसम,पूर्वानुमान|mausam,mosam,purvanuman
rain,rainfall,monsoon|बारिश,वर्षा,बरसात,मानसून|barish,baarish,varsha,barsaat
flood,floods,flooding|बाढ़,बाढ|baadh,badh,baad
drought,droughts|सूखा,सूखे|sukha,sookha,sukhe
heat,heatwave,heatwaves|गर्मी,लू|garmi,loo
temperature,temperatures|तापमान|tapman,taapmaan
water,groundwater|पानी,जल,भूजल|paani,pani,jal,bhujal
irrigation,irrigate|सिंचाई|sinchai,sichai
seed,seeds|बीज|beej
pest,pests|कीट,कीड़े,कीड़ा|keet,keeda,kida,keede
disease,diseases,diseased,illness,sick|रोग,रोगों,बीमारी,बीमारियों,बीमार,रोगग्रस्त|rog,bimari,bimaari,beemari,bimar
leaf,leaves|पत्ती,पत्तियां,पत्तियाँ,पत्तियों,पत्ते|patti,pattiyan,patte
milk,dairy|दूध,डेयरी,दुग्ध|doodh,dudh
livestock,cattle,animal,animals|पशु,पशुओं,मवेशी,जानवर,जानवरों|pashu,maveshi,janwar
cotton|कपास|kapas,kapaas
price,prices|भाव,दाम,कीमत,क़ीमत,मूल्य|bhav,bhaav,daam,keemat,kimat
insurance,insurer,insurers|बीमा|bima,beema
claim,claims,payout,payouts,settle,settled,settlement|दावा,दावे,क्लेम|dava,daava,claim
market,markets,mandi|बाजार,बाज़ार,मंडी|bazar,bazaar
cooperative,cooperatives|सहकारी,सहकारिता|sahkari
health,healthcare,medical|स्वास्थ्य,सेहत,चिकित्सा|swasthya,swasthy,sehat,sehet,chikitsa
hospital,hospitals|अस्पताल,अस्पतालों,हॉस्पिटल,चिकित्सालय|aspatal,aspataal,haspatal,hospital
doctor,doctors,clinician,clinicians|डॉक्टर,डॉक्टरों,चिकित्सक|doctor,daktar,chikitsak
patient,patients|मरीज,मरीज़,मरीजों,मरीज़ों,रोगी|mareez,marij,mariz,rogi
eye,eyes,retina,retinal,retinopathy|आंख,आँख,आंखों,आँखों,आंखें,नेत्र|aankh,ankh,aankhon,netra
screening,check,checks,checking,checked,test,tests,testing,examine,diagnostic,diagnostics|जांच,जाँच,जांचें,जांचना,परीक्षण|jaanch,janch,jaanchna,parikshan
diagnosis,diagnostic,diagnose|निदान,रोग-निदान|nidan
treatment,treat|इलाज,उपचार|ilaj,ilaaj,upchar
medicine,medicines,drug,drugs,medication|दवा,दवाई,दवाएं,औषधि|dawa,dawai,dava,davai,dawaai
fever|बुखार|bukhar,bukhaar
pain|दर्द|dard
worker,workers,staff|कार्यकर्ता,कार्यकर्ताओं,कर्मी,कर्मचारी,मजदूर|karyakarta,karmi,karmachari,mazdoor
community,communities|समुदाय,समुदायों,सामुदायिक|samuday,samudayik
village,villages,rural|गांव,गाँव,गांवों,गाँवों,ग्राम,ग्रामीण,देहात|gaon,gaanv,gaav,gram,gramin,grameen,dehat
district,districts|जिला,ज़िला,जिले,ज़िले,जिलों,जिलेवार|zila,jila,jilla,zile,jile
state,states|राज्य,राज्यों|rajya,rajy
city,cities,urban,town,towns,municipal,municipality|शहर,शहरों,नगर,शहरी|shahar,shehar,nagar,shahari
citizen,citizens|नागरिक,नागरिकों|nagrik
public|जनता,सार्वजनिक,जन|janta,sarvajanik
people|लोग,लोगों|log,logon
education,educational,edtech|शिक्षा,तालीम|shiksha,siksha,taleem
study,studies,research|अध्ययन,शोध,अनुसंधान,रिसर्च|adhyayan,shodh,anusandhan
school,schools|स्कूल,स्कूलों,विद्यालय,पाठशाला|school,schoolon,vidyalay,vidyalaya
student,students,pupil,pupils|छात्र,छात्रों,विद्यार्थी,विद्यार्थियों|chhatra,chatra,vidyarthi
teacher,teachers|शिक्षक,शिक्षकों,अध्यापक,टीचर|shikshak,adhyapak,teacher
classroom,classrooms,class|कक्षा,क्लास|kaksha,class
scholarship,scholarships|छात्रवृत्ति,वजीफा,वज़ीफ़ा,स्कॉलरशिप|chhatravritti,chatravritti,wazifa,vajifa,scholarship
exam,exams,examination,examinations|परीक्षा,इम्तिहान|pariksha,imtihan
maths,math,mathematics|गणित|ganit
reading,read|पढ़ना,पढ़ने,पठन,पढ़कर|padhna,padhne,padhkar
course,courses,training,trainings|कोर्स,पाठ्यक्रम,प्रशिक्षण,ट्रेनिंग|course,kors,pathyakram,prashikshan,training
trainee,trainees|प्रशिक्षु|prashikshu
learn,learning,teach,teaching,taught,study|सीखना,सीखने,सिखाना,सिखाने,पढ़ाना,पढ़ाने,पढ़ाई|seekhna,sikhna,seekhne,sikhne,sikhana,sikhane,padhana,padhane,padhai,padhaai,sikhaya,sikhate,sikhata,seekha,seekhta
skill,skills,skilling|कौशल,हुनर,स्किल|kaushal,hunar,skill
dropout,dropouts,leave,leaving|छोड़ना,छोड़ने,छोड़|chhodna,chodna,chhodne,chhod
attendance|हाजिरी,हाज़िरी,उपस्थिति|haziri,hajiri,upasthiti
children,child,kids,pupils|बच्चे,बच्चों,बच्चा|bachche,bacche,bachcha,bachon,bacchon
women,woman,female|महिला,महिलाएं,महिलाओं,औरत,औरतों,स्त्री|mahila,mahilaon,aurat,stri
youth,young|युवा|yuva
college,colleges,university,universities|कॉलेज,कॉलेजों,विश्वविद्यालय,महाविद्यालय,यूनिवर्सिटी|college,vishwavidyalaya,mahavidyalaya,university
diploma,diplomas|डिप्लोमा|diploma
graduate,graduates|स्नातक,स्नातकों|snatak,graduate
vocational|व्यावसायिक|vyavsayik
job,jobs,employment,career,careers,role,roles|नौकरी,नौकरियां,नौकरियाँ,रोजगार,रोज़गार,भूमिका,भूमिकाएं|naukri,naukari,nokri,rozgar,rojgar,bhumika
hire,hiring,recruitment,recruit|भर्ती|bharti
placement,placements,placed|प्लेसमेंट|placement
language,languages|भाषा,भाषाएं,भाषाएँ,भाषाओं,ज़बान|bhasha,bhasa,bhashaon,zaban
speech,voice,voices,spoken,audio|आवाज़,आवाज,आवाजें,वाणी,वाक्,ध्वनि,बोलकर|awaaz,awaz,aawaz,avaj,vani,vaak,bolkar
recognition,recognise,recognize,identify,identification,spot,spotting,tell|पहचान,पहचानना,पहचानने,पहचानें,पहचानते|pehchan,pahchan,pehchaan,pehchane,pehchanna,pehchante
detection,detect,detecting,detects,catch,flag,flagged,spot,spotting|पकड़ना,पकड़ने,पकड़ा,पकड़े,पकड़|pakadna,pakadne,pakde,pakda,pakad
translation,translate,translated,translator,translators|अनुवाद,अनुवादक,तर्जुमा|anuvad,anuwad,anuvaad
write,writing,written,text|लिखना,लिखने,लेखन,लिखित|likhna,likhne
speak,speaking,spoken,speakers,talk,talking|बोलना,बोलने,बोली,बोले|bolna,bolne,boli
recording,recorded,recordings,record|रिकॉर्ड,रिकॉर्डिंग|recording
records,register,registers|अभिलेख,रजिस्टर|abhilekh,register
hindi|हिंदी,हिन्दी|hindi
english|अंग्रेजी,अंग्रेज़ी,इंग्लिश|angrezi,angreji
gpu,gpus,accelerator,accelerators|जीपीयू|gpu
compute,computing|कंप्यूट,कंप्यूटिंग|compute
cloud|क्लाउड|cloud
data|डेटा,डाटा,आंकड़े,आँकड़े,आंकड़ों,आंकड़ा|data,deta,aankde,ankde,aankda
dataset,datasets|डेटासेट,डाटासेट|dataset,detaset
model,models|मॉडल,मॉडलों|model,modal
machine,machines|मशीन,मशीनों|machine,mashin
app,apps,application,applications|ऐप,एप,ऐप्स,एप्लिकेशन|app
software|सॉफ्टवेयर,सॉफ़्टवेयर|software
tool,tools,instrument,instruments|उपकरण,उपकरणों,टूल|upkaran,tool
technology,technologies,tech,agritech,fintech,edtech,medtech,govtech,climatetech|तकनीक,तकनीकों,प्रौद्योगिकी,टेक्नोलॉजी|takneek,taknik,technology,praudyogiki
system,systems|प्रणाली,प्रणालियों,सिस्टम|pranali,system
satellite,satellites|उपग्रह,सैटेलाइट|upgrah,satellite
image,images,photo,photos,photograph,photographs,picture,pictures|तस्वीर,तस्वीरें,तस्वीरों,फोटो,चित्र,छवि|tasveer,tasvir,tasveeron,photo,chitra
camera,cameras|कैमरा,कैमरे|camera,kaimra
map,maps,mapping|नक्शा,नक़्शा,नक्शे,मानचित्र|naksha,nakshe,manchitra
sensor,sensors|सेंसर|sensor
internet,connectivity|इंटरनेट|internet
phone,phones,mobile,smartphone,smartphones|फोन,फ़ोन,मोबाइल,स्मार्टफोन|phone,mobile,smartphone
call,calls,caller,callers|कॉल|call
message,messages,sms|संदेश,मैसेज,एसएमएस|sandesh,message,sms
website,websites,portal,portals|वेबसाइट,वेबसाइटों,पोर्टल|website,portal
page,pages|पन्ना,पन्ने,पृष्ठ|panna,panne
security,cybersecurity,secure|सुरक्षा,साइबर|suraksha,cyber
safety,safe|सुरक्षित,सुरक्षा|surakshit
fraud,frauds,scam,scams,fraudulent,fraudster,fraudsters,cheat,cheats,predatory|धोखाधड़ी,धोखा,ठगी,ठग,फ्रॉड,जालसाजी,फर्जी,फ़र्ज़ी|dhokhadhadi,dhokhadhari,dhokha,thagi,thag,fraud,farzi,farji
fake,deepfake,cloned,forged,manipulated,edited,deepfakes,cloning,impersonation|नकली,फर्जी,फ़र्ज़ी,जाली,छेड़छाड़|nakli,naqli,farzi,farji,jaali,chhedchhad
deepfake,deepfakes,fake,cloned,cloning|डीपफेक|deepfake
face,facial|चेहरा,चेहरे|chehra,chehre
police,policing|पुलिस|police
law,legal,laws|कानून,कानूनी,क़ानूनी|kanoon,kanuni,kanooni
rule,rules,guideline,guidelines,regulation,regulations|नियम,नियमों,दिशानिर्देश|niyam,dishanirdesh
court,courts|अदालत|adalat
lawyer,lawyers|वकील|vakil,wakil
complaint,complaints,grievance,grievances|शिकायत,शिकायतें,शिकायतों|shikayat,shikaayat
helpline,hotline,helpdesk|हेल्पलाइन|helpline
assistant,assistants,chatbot,chatbots|सहायक,असिस्टेंट|sahayak,assistant
help,support,assist|मदद,सहायता|madad,sahayata
cooperation,collaboration,partnership,ties|सहयोग,साझेदारी|sahyog,sajhedari
government,governments,public|सरकार,सरकारी|sarkar,sarkari
ministry,ministries|मंत्रालय|mantralay,mantralaya
department,departments,office,offices|विभाग,विभागों,दफ्तर,दफ़्तर,कार्यालय|vibhag,daftar,karyalay
officer,officers,official,officials|अधिकारी,अधिकारियों,अफसर|adhikari,afsar
scheme,schemes,plan,plans|योजना,योजनाएं|yojana,yojna
welfare|कल्याण|kalyan
service,services|सेवा,सेवाएं,सेवाओं|seva,sewa
land|भूमि,ज़मीन,जमीन|zameen,jameen,bhumi
old|पुराना,पुराने,पुरानी|purana,purane
boundary,boundaries|सीमा,सीमाओं,सीमाएं|seema,sima
handwriting,handwritten|हस्तलिखित|hastlikhit
bus,buses|बस|bus
passenger,passengers,ridership,commuter,commuters,rider,riders,boarding,boardings|यात्री,यात्रियों,सवारी,चढ़ना,चढ़ते|yatri,sawari,savari,chadhna,chadhte,chadhne
route,routes|रास्ता,रास्ते,मार्ग,रूट|rasta,raasta,raste,marg,route
traffic,transport,transit|यातायात,परिवहन,ट्रैफिक|yatayat,parivahan
money,funding,capital,cash|पैसा,पैसे,धन,राशि|paisa,paise,dhan
invest,investment,investing,investor,investors,invests,fund,funds|निवेश,निवेशक|nivesh,niwesh,niveshak
loan,loans,credit,lending,lender,lenders,borrow,borrowing,borrower,borrowers|कर्ज,क़र्ज़,कर्ज़,ऋण,लोन,उधार|karz,karza,karj,rin,loan,udhar
bank,banks|बैंक,बैंकों|bank
business,businesses,enterprise,enterprises|व्यापार,व्यवसाय,कारोबार,उद्यम,उद्यमों,धंधा|vyapar,vyapaar,vyavsay,karobar,udyam,dhandha
industry,industrial|उद्योग|udyog
small,smaller,micro,smallholder,smallholders,holding,holdings|छोटे,छोटा,छोटी,लघु,सूक्ष्म,जोत|chhote,chote,chhota,chhoti,laghu
big,large,bigger,largest|बड़ा,बड़े,बड़ी,विशाल|bada,bade,badi
factory,factories,manufacturer,manufacturers,manufacturing,mill,mills|कारखाना,कारखाने,फैक्ट्री,मिल|karkhana,factory,mill
textile,textiles,fabric,cloth,powerloom|कपड़ा,कपड़े,वस्त्र|kapda,kapde,kapra,vastra
handloom|हथकरघा|hathkargha,handloom
defect,defects,fault,faults,faulty,flaw,flaws|खराबी,ख़राबी,दोष,खराब|kharabi,kharaabi,dosh,kharab
part,parts,component,components|पुर्जे,पुर्ज़े,पुर्जों,पुर्ज़ों|purje,purze
inspection,inspect,inspectors|निरीक्षण|nirikshan
quality|गुणवत्ता|gunvatta,quality
energy,power,electricity|ऊर्जा,बिजली|urja,bijli
solar|सोलर,सौर|solar,saur
rooftop,roof|छत|chhat
climate|जलवायु|jalvayu,jalwayu
adaptation,adapt,resilience|अनुकूलन,निपटना,निपटने|anukulan,nipatna,nipatne
change,changes|बदलाव,परिवर्तन|badlav,parivartan
risk,risks,danger|जोखिम,खतरा,ख़तरा,खतरे|jokhim,khatra,khatre
warning,warnings,alert,alerts,warn|चेतावनी,चेतावनियां,अलर्ट|chetavni,chetawani,alert
estimate,estimates,prediction,predict,predicting,projection,projections|अनुमान,भविष्यवाणी|anuman,bhavishyavani
monitoring,monitor,watch|निगरानी|nigrani,nigraani
startup,startups|स्टार्टअप,स्टार्टअप्स|startup
company,companies,firm,firms|कंपनी,कंपनियां,कंपनियाँ,कंपनियों|company,kampani,kampni
founder,founders|संस्थापक,संस्थापकों|sansthapak,founder
incubator,incubators,incubation|इनक्यूबेटर|incubator
grant,grants|अनुदान,ग्रांट|anudan,grant
subsidised,subsidized,subsidy,subsidies,cheap,cheaper,affordable|सब्सिडी,रियायती,सस्ता,सस्ते,सस्ती|subsidy,sasta,saste,sasti,riyayati
free|मुफ्त,मुफ़्त,निःशुल्क|muft,mufat,free
open|खुला,खुले,खुली|khula,khule,khuli
certificate,certificates,certification,certifications|प्रमाणपत्र,सर्टिफिकेट|pramanpatra,certificate
apply,application,applications,applicants|आवेदन|avedan,aavedan
meeting,meet,meetup|बैठक,मीटिंग|baithak,meeting
news|खबर,ख़बर,खबरें,समाचार|khabar,khabren,samachar
video,videos|वीडियो|video
survey,surveys|सर्वे,सर्वेक्षण|survey,sarvekshan
report,reports|रिपोर्ट|report,riport
compare,comparison,benchmark,benchmarks,benchmarking|तुलना,तुलनात्मक|tulna
evaluation,evaluate,evaluating|मूल्यांकन,परखना,परखने|mulyankan,parakhna,parakhne
validation,validate,validates,validated|सत्यापन|satyapan
audit,audits,auditing,audited|ऑडिट|audit
bias,biases,discrimination|पक्षपात,भेदभाव|pakshpat,bhedbhav
fair,fairness,fairly|निष्पक्ष,निष्पक्षता|nishpaksh
queue,queues,queueing|कतार,क़तार|katar
caste|जाति|jati,jaati
religion,religious|धर्म|dharm
gender|लिंग|ling
trust,trusted,trustworthy|भरोसा,विश्वास|bharosa,vishwas
opinion,opinions,attitudes,attitude,views,comment,comments,consultation,feedback|राय,विचार,सुझाव|raay,vichar
cost,costs,expense,expensive,spending|खर्च,ख़र्च,खर्चा,लागत|kharch,kharcha,lagat
idle,unused|खाली,बेकार|khali,bekar
time,timing|समय,वक्त,वक़्त|samay,waqt
year,years|साल,वर्ष|saal,varsh
final,last|आखिरी,आख़िरी,अंतिम|aakhri,akhri,antim
first|पहला,पहली|pehla,pehli
hour,hours|घंटे,घंटा,घंटों|ghante,ghanta
day,days|दिन,दिवस|din,diwas,divas
week,weeks,weekly|हफ्ता,हफ़्ता,हफ्ते,सप्ताह|hafta,hafte,saptah
new|नया,नई,नए|naya,nayi,naye
team,teams|टीम,टीमों|team
question,questions,query,queries|सवाल,सवालों,प्रश्न,प्रश्नों|sawal,saval,prashn
answer,answers,answering,reply|जवाब,उत्तर|jawab,javab,uttar
expert,experts,specialist,specialists|विशेषज्ञ|visheshagya
researcher,researchers,scientist,scientists|शोधकर्ता,शोधकर्ताओं,वैज्ञानिक|shodhkarta,vaigyanik
institute,institutes,institution,institutions|संस्थान,संस्थानों,संस्था|sansthan,sanstha
volunteer,volunteers|स्वयंसेवक,स्वयंसेवकों|swayamsevak
wait,waiting|इंतज़ार,इंतजार,प्रतीक्षा|intezar,intjar,pratiksha
outpatient,opd|ओपीडी|opd
kiosk,kiosks|कियोस्क|kiosk
digital,digitise,digitize,digitised,digitising|डिजिटल|digital
infrastructure|ढांचा,ढांचे,ढाँचा,अवसंरचना|dhancha
payment,payments|भुगतान|bhugtan
consent|सहमति|sahmati
privacy|निजता,गोपनीयता|nijta
notice,notices|सूचना,सूचनाएं,सूचनाओं|soochna,suchna
sentence,sentences|वाक्य|vakya
parallel,aligned|समानांतर,मिलान|milan
corpus,corpora|कॉर्पस|corpus
standard,standards|मानक,मानकों|manak
management,manage,managing|प्रबंधन|prabandhan
exchange,exchanging|आदान|adan
share,shared,sharing,pool,pooling,pooled|साझा|sajha,saajha
principle,principles|सिद्धांत|siddhant
innovation|नवाचार|navachar
demand,ask|मांग,माँग,मांगते,मांगना|maang,mang,maangte,mangte,maangna
collection,collect,collecting,collects,picking,pickup,pickups|इकट्ठा,संग्रह,जमा|ikattha,ekattha,sangrah,jama
fuel,diesel|ईंधन,डीजल|indhan,diesel
improve,improved,improvement,better|सुधार,सुधारे,सुधारना,बेहतर|sudhar,sudhare,behtar
vehicle,vehicles,truck,trucks|गाड़ी,गाड़ियों,वाहन|gaadi,gadi,vahan
engineer,engineers,engineering|इंजीनियर,इंजीनियरों|engineer
pathology|पैथोलॉजी|pathology
lab,labs,laboratory|लैब,प्रयोगशाला|lab,prayogshala
fellowship,fellowships|फेलोशिप|fellowship
summary,summaries,summarise,summarises,summarize|सारांश|saransh
maintenance,predictive|रखरखाव|rakhrakhav
invoice,invoices,bill,bills|बिल,चालान,इनवॉइस|invoice,chalan
explain,explains,explained,explanation,explanations,reason,reasons|समझाना,समझाएं,समझाने,वजह,कारण|samjhana,samjhane,vajah,wajah,karan
refuse,refused,reject,rejected,rejection,denied|मना,इनकार,खारिज,अस्वीकार|inkar,kharij
decision,decisions|फैसला,फ़ैसला,फैसले,निर्णय|faisla,nirnay
automated,automatic|स्वचालित|swachalit
hackathon,hackathons|हैकाथॉन|hackathon
winner,winners|विजेता|vijeta
offline|ऑफलाइन|offline
practice|अभ्यास|abhyas
benefit,benefits,useful,helpful|फायदा,फ़ायदा,फायदे,लाभ,उपयोगी|fayda,faayda,fayde,labh,upyogi
pilot,pilots|पायलट|pilot
document,documents,documentation|दस्तावेज़,दस्तावेज,प्रलेखन|dastavez
group,groups|समूह|samuh
network,networks|नेटवर्क|network
partner,partners|साझेदार,भागीदार|sajhedar,bhagidar
join,joining|जुड़ना,जुड़|judna
tree,trees|पेड़,वृक्ष|ped
census|जनगणना|janganana
commercial|व्यावसायिक|vyavsayik
ai,artificial intelligence|एआई,कृत्रिम|ai
india,indian|भारत,भारतीय,हिंदुस्तान|bharat,bhartiya,bharatiya,bhartiy,hindustan
use,using,used,uses|इस्तेमाल,उपयोग,प्रयोग|istemal,istemaal,upyog,prayog
custodian,custodians,care,maintain,maintained,owner,owners|देखभाल|dekhbhal,dekhrekh
marks,marking,mark,grades,grading|नंबर,अंक|
fast,faster,quick,quickly,quicker,speed,sooner,soon|तेज,तेज़,जल्दी,शीघ्र|jaldi,tez,tej
damage,damaged,loss,losses|नुकसान,नुक़सान,क्षति|nuksan,nuksaan
nearby,neighbouring,neighboring,neighbour,neighbours|पास,आसपास,पड़ोसी|aaspaas,padosi
impact,impacts,effect,effects|असर,प्रभाव|asar,prabhav
plant,plants|पौधा,पौधे,पौधों|paudha,paudhe
customer,customers,client,clients|ग्राहक,ग्राहकों|grahak,graahak
protect,protection,defence,defense,defend,respond,response|बचाव,बचाना,बचाते,सुरक्षा|bachav,bachaav,bachana,bachate
choose,chooses,chosen,pick,picks,select,selects,suggest,suggests,decide,decides|चुनना,चुनता,चुनती,चुने|chunna,chunta,chunti
publish,published,publishes,publishing,release,released,releases,releasing|प्रकाशित,जारी|prakashit,jari,jaari
low,less,few,little,reduce,reduced,reduces,cut,cuts,lower,fewer,save,saved,saving|कम|kam
work,works,working|काम,कार्य|kaam,karya
inside,tour|अंदर,भीतर,दौरा|andar,bheetar,daura
sector,sectors,area,areas,field,theme,themes|क्षेत्र,क्षेत्रों|kshetra,shetra
responsible,responsibly|जिम्मेदार,ज़िम्मेदार,जिम्मेदारी|zimmedar,jimmedar
cleaning,clean|सफाई,सफ़ाई|safai
analysis,analyse,analyze,analytics|विश्लेषण|vishleshan
unit,units|इकाई|ikai
centre,centres,center,centers|केंद्र,केंद्रों|kendra
level|स्तर|
plain,simple,easy|आसान,सरल|aasan,asan,saral
everyone,all,every|हर,सब,सभी|har
guide,guidance|मार्गदर्शिका,मार्गदर्शन|margdarshan
employer,employers|नियोक्ता|niyokta
api,apis|एपीआई|api
cluster,clusters|क्लस्टर|cluster
bootcamp,bootcamps|बूटकैंप|bootcamp
python|पायथन|python
labelling,labeling,labelled,labels,label,annotation|लेबलिंग,लेबल,एनोटेशन|labelling,annotation
annotator,annotators|एनोटेटर|annotator
clinical|क्लिनिकल|clinical
hinglish,code-mixed|हिंग्लिश|hinglish
generative|जनरेटिव|generative
meetup,meetups|मीटअप|meetup
platform,platforms|प्लेटफॉर्म,प्लेटफ़ॉर्म|platform
online|ऑनलाइन|online
webinar,webinars|वेबिनार|webinar
robotics,robot,robots|रोबोटिक्स,रोबोट|robotics
drone,drones|ड्रोन|drone
dashboard,dashboards|डैशबोर्ड|dashboard
fintech|फिनटेक|fintech
algorithm,algorithms|एल्गोरिदम|algorithm
neural|न्यूरल|neural
vision|विज़न,विजन|vision
computer,computers|कंप्यूटर|computer
source|सोर्स|source
code|कोड|code
programming|प्रोग्रामिंग|programming
learning|लर्निंग|learning
seed|सीड|seed
summit|शिखर|shikhar
kannada|कन्नड़,कन्नड|kannada
urdu|उर्दू|urdu
tamil|तमिल|tamil
telugu|तेलुगु|telugu
marathi|मराठी|marathi
bengali|बंगाली,बांग्ला|bengali
odia|ओड़िया,उड़िया|odia
specification,specifications|विनिर्देश|
procurement,buying,buy,purchase|खरीद,खरीदने,खरीदना,ख़रीद|kharid,kharidna,kharidne
vendor,vendors,supplier,suppliers|विक्रेता|vikreta
home,house,household|घर|ghar
hand,hands|हाथ|haath,hath
gold|सोना|sona
ml,machine learning|मशीन लर्निंग|ml
uk,united kingdom,britain|ब्रिटेन,यूके|britain
`;

interface Concept {
  en: string[];
  hi: string[];
  latn: string[];
}

const CONCEPTS: Concept[] = ENTRIES.trim()
  .split("\n")
  .map((line) => {
    const [en, hi, latn] = line.split("|").map((part) =>
      part
        .split(",")
        .map((w) => w.trim().normalize("NFC").toLowerCase())
        .filter(Boolean),
    );
    return { en, hi: hi ?? [], latn: latn ?? [] };
  });

const DEVANAGARI = /[\u0900-\u097f]/;
export const isDevanagari = (word: string) => DEVANAGARI.test(word);

const CONSONANT: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  ळ: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
};
/** A consonant with a nukta (़): the Persian and English sounds Hindi writes with it. */
const NUKTA: Record<string, string> = { क: "q", ख: "kh", ग: "g", ज: "z", ड: "r", ढ: "rh", फ: "f", य: "y" };
const VOWEL: Record<string, string> = {
  अ: "a",
  आ: "aa",
  इ: "i",
  ई: "ii",
  उ: "u",
  ऊ: "uu",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
  "ा": "aa",
  "ि": "i",
  "ी": "ii",
  "ु": "u",
  "ू": "uu",
  "ृ": "ri",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
  "ॉ": "o",
  "ॅ": "e",
  "ं": "n",
  "ँ": "n",
  "ः": "h",
};

const INDEPENDENT = new Set(["अ", "आ", "इ", "ई", "उ", "ऊ", "ऋ", "ए", "ऐ", "ओ", "औ", "ऑ", "ऍ"]);

/** Devanagari in Latin letters, as romanised Hindi writes it (the key drops every "a" after the first letter). */
export function transliterate(word: string): string {
  const chars = [...word.normalize("NFD")];
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (CONSONANT[c] !== undefined) {
      const nukta = chars[i + 1] === "\u093c";
      out += nukta ? (NUKTA[c] ?? CONSONANT[c]) : CONSONANT[c];
      if (nukta) i++;
      // The inherent vowel, unless a vowel sign or a virama follows: it keeps "p"+"h" from reading
      // as "ph" (the key drops it again).
      const next = chars[i + 1] ?? "";
      if (!(next in VOWEL && !INDEPENDENT.has(next)) && next !== "\u094d") out += "a";
    } else if (VOWEL[c] !== undefined) {
      // An anusvara before p, b or m sounds, and is typed, as "m".
      out += (c === "ं" || c === "ँ") && /^[पफबभम]/.test(chars[i + 1] ?? "") ? "m" : VOWEL[c];
    } else if (c === "\u094d" || c === "\u093c") {
      // virama, a stray nukta: nothing
    } else if (/[a-z0-9]/i.test(c)) out += c.toLowerCase();
  }
  return out;
}

/** Romanised Hindi written the one way the key compares (see the file's comment); keeps every "a". */
function normalised(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/eh/g, "ah")
    .replace(/chh|ch/g, "c")
    .replace(/sh/g, "s")
    .replace(/ph/g, "f")
    .replace(/([kgtdbjcr])h/g, "$1")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/ck/g, "k")
    .replace(/ee|ii/g, "i")
    .replace(/oo|uu/g, "u")
    .replace(/au|ou/g, "o")
    .replace(/ai|ei/g, "e")
    .replace(/(.)\1+/g, "$1");
}

/** The comparison key of normalised romanised Hindi: the first letter, then no "a". */
function keyOf(normal: string): string {
  return (normal.slice(0, 1) + normal.slice(1).replace(/a/g, "")).replace(/(.)\1+/g, "$1");
}

/** Hindi endings (plural, oblique, infinitive, participle) a word is also tried without, longest first. */
const ENDINGS = [
  "iyon",
  "iyan",
  "iyo",
  "aon",
  "ein",
  "yon",
  "yan",
  "aya",
  "aye",
  "ayi",
  "on",
  "en",
  "ne",
  "na",
  "ni",
  "te",
  "ta",
  "ti",
  "ya",
  "ye",
  "yi",
  "e",
  "i",
  "o",
];

/** The keys a romanised or Devanagari word may have: as written, then without a Hindi ending. */
export function romanKeys(word: string): string[] {
  const latin = isDevanagari(word) ? transliterate(word) : word;
  const normal = normalised(latin);
  const keys = [keyOf(normal)];
  for (const ending of ENDINGS) {
    if (normal.length - ending.length >= 3 && normal.endsWith(ending)) {
      const key = keyOf(normal.slice(0, -ending.length));
      if (!keys.includes(key)) keys.push(key);
    }
  }
  return keys;
}

/** The comparison key of a word as written (exported for tests). */
export function romanKey(word: string): string {
  return romanKeys(word)[0];
}

/** A Devanagari word as the index compares it: no nukta, candrabindu as anusvara, plural endings off. */
function hindiForm(word: string): string {
  return stem(
    word
      .normalize("NFD")
      .replace(/\u093c/g, "")
      .normalize("NFC")
      .replace(/ँ/g, "ं"),
  );
}

const BY_HINDI = new Map<string, Concept[]>();
const BY_KEY = new Map<string, Concept[]>();
const BY_LATIN = new Map<string, Concept[]>();
const BY_ENGLISH = new Map<string, Concept[]>();
const add = (index: Map<string, Concept[]>, key: string, concept: Concept) => {
  const list = index.get(key) ?? [];
  if (!list.includes(concept)) index.set(key, [...list, concept]);
};
for (const concept of CONCEPTS) {
  for (const word of concept.en) add(BY_ENGLISH, stem(word), concept);
  for (const word of concept.latn) add(BY_LATIN, word, concept);
  for (const word of concept.hi) if (!/\s/.test(word)) add(BY_HINDI, hindiForm(word), concept);
  for (const word of [...concept.hi, ...concept.latn]) {
    if (/\s/.test(word)) continue;
    const key = romanKey(word);
    if (key.length >= 2) add(BY_KEY, key, concept);
  }
}

/**
 * The Hindi (Devanagari or romanised) sets of a word, by its transliteration key. Keys of one or
 * two letters say too little to compare romanised words by ("km": kaam, kam); Devanagari is
 * written one way, so its short keys still compare.
 */
function byKey(word: string, shortest = 3): Concept[] {
  for (const key of romanKeys(word)) {
    if (key.length < shortest) continue;
    const found = BY_KEY.get(key);
    if (found) return found;
  }
  return [];
}

/**
 * The sets a word of a question belongs to: a Devanagari word by its key; a Latin one as an
 * English word (by its stem), or, when `hinglish` (the question is romanised Hindi), as one of the
 * romanised spellings, then by its key.
 */
const known = new Map<string, Concept[]>();

export function conceptsOf(word: string, hinglish = false): Concept[] {
  const key = `${hinglish ? "1" : "0"}${word}`;
  let found = known.get(key);
  if (!found) {
    if (known.size > 20_000) known.clear();
    found = lookUp(word, hinglish);
    known.set(key, found);
  }
  return found;
}

function lookUp(word: string, hinglish: boolean): Concept[] {
  const w = word.normalize("NFC").toLowerCase();
  if (isDevanagari(w)) return BY_HINDI.get(hindiForm(w)) ?? byKey(w, 2);
  const english = BY_ENGLISH.get(stem(w));
  if (english) return english;
  if (!hinglish) return [];
  return BY_LATIN.get(w) ?? (w.length >= 4 ? byKey(w) : []);
}

/**
 * A romanised Hindi word's English (the first English word of its set), or null: for a word of a
 * question typed in Hinglish that is not an English word of the lexicon ("kisano" → "farmer",
 * "sehat" → "health"; "startup" stays).
 */
export function englishOf(word: string): string | null {
  const w = word.normalize("NFC").toLowerCase();
  if (isDevanagari(w) || BY_ENGLISH.has(stem(w))) return null;
  const concepts = BY_LATIN.get(w) ?? (w.length >= 4 ? byKey(w) : []);
  return concepts[0]?.en[0] ?? null;
}

const equivalents = new Map<string, string[]>();

/**
 * Every word that means what `term` means here (the term first): its set's English and Hindi
 * words; a phrase ("machine learning") is held when each of its words is. A term of no set is
 * only itself.
 */
export function equivalentsOf(term: string): string[] {
  const known = equivalents.get(term);
  if (known) return known;
  const words = [term];
  for (const concept of conceptsOf(term)) {
    for (const word of [...concept.en, ...concept.hi]) if (!words.includes(word)) words.push(word);
  }
  if (equivalents.size > 5000) equivalents.clear();
  equivalents.set(term, words);
  return words;
}

/** The word to search for: a Hindi word's English (every item has an English text), else the term. */
export function searchFormOf(term: string): string {
  if (!isDevanagari(term)) return term;
  return conceptsOf(term)[0]?.en[0] ?? term;
}

/**
 * Other English words for a term, to search with when its first one finds little (advice:
 * "tips"; detection: "spot"): one per different word, inflections of the first left out.
 */
export function searchAlternativesOf(term: string, most = 2): string[] {
  if (most <= 0) return [];
  const first = searchFormOf(term);
  const seen = [first.slice(0, 5)];
  const out: string[] = [];
  for (const concept of conceptsOf(term)) {
    for (const word of concept.en) {
      if (out.length >= most) return out;
      if (seen.includes(word.slice(0, 5))) continue;
      seen.push(word.slice(0, 5));
      out.push(word);
    }
  }
  return out;
}

/** A Hindi verb's endings (present, infinitive, future, past, polite): "पहुंचती", "बनाने", "मिलेगा". */
const VERBAL_ENDING = /(?:ता|ती|ते|ना|नी|ने|ेगा|ेगी|ेंगे|ाया|ाए|ाएं|ाएँ|ें|िए|िये|इए|कर)$/u;

/**
 * Whether a term says more about a question's grammar than its subject: the light English words
 * (use, get) and a Devanagari verb form the lexicon does not know ("गड़बड़ाती": it is how a
 * question is put, rarely a word the answer holds). They count lightly and are never required.
 */
export function isLightTerm(term: string): boolean {
  if (LIGHT_WORDS.has(term)) return true;
  const concepts = conceptsOf(term);
  if (concepts.some((c) => LIGHT_WORDS.has(c.en[0]))) return true;
  return isDevanagari(term) && [...term].length >= 3 && VERBAL_ENDING.test(term) && !concepts.length;
}

/** Whether a term is one of the words every item of the portal holds (AI, India) in any language. */
export function isGenericTerm(term: string): boolean {
  return GENERIC_WORDS.has(term) || conceptsOf(term).some((c) => GENERIC_WORDS.has(c.en[0]));
}

/**
 * Expressions read as other words before anything else: the stock market is not a market where
 * things are shared, "bolkar likhna" (writing by speaking) is speech to text.
 */
const PHRASES: [string, string][] = [
  ["share market", "stock market"],
  ["share bazar", "stock market"],
  ["share bazaar", "stock market"],
  ["शेयर बाजार", "stock market"],
  ["शेयर बाज़ार", "stock market"],
  ["look after", "care"],
  ["looks after", "care"],
  ["looking after", "care"],
  ["कृत्रिम बुद्धिमत्ता", "ai"],
  ["kritrim buddhimatta", "ai"],
  ["बोलकर लिखने", "speech text"],
  ["बोलकर लिखना", "speech text"],
  ["bolkar likhne", "speech text"],
  ["bolkar likhna", "speech text"],
];
const PHRASE_WORDS = new Map(PHRASES.map(([from, to]) => [from.normalize("NFC"), to.split(" ")]));
const LONGEST_PHRASE = 3;

/** A question's words with its expressions (PHRASES) in the words they stand for. */
export function withPhrasesRead(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let n = Math.min(LONGEST_PHRASE, words.length - i);
    for (; n >= 2; n--) {
      const to = PHRASE_WORDS.get(words.slice(i, i + n).join(" "));
      if (to) {
        out.push(...to);
        break;
      }
    }
    if (n >= 2) i += n;
    else out.push(words[i++]);
  }
  return out;
}
