// The offline persona engine's table of countries: nationality, the languages spoken there, the words that name
// the country or its people, its cities, smaller towns and regions, and common names. A place or a nationality the
// prompt states is looked up here, so the rest of the persona (hometown, language, name) fits it. Add a row to teach
// the engine a country; a city or region in a row points back to its country.

export interface Country {
  nationality: string;
  country: string;
  /** The language(s) people there speak at home: "Portuguese". English is added for an international job. */
  language: string;
  /** Lower-case words that name the country or its people in a prompt. */
  aliases: string[];
  cities: string[];
  /** Small towns, for a prompt that says "rural", "village" or "small town". */
  towns?: string[];
  /** States, provinces and regions: "Iowa", "Bavaria", "Alentejo". */
  regions?: string[];
  femaleNames?: string[];
  maleNames?: string[];
  surnames?: string[];
}

interface Row {
  nationality: string;
  country: string;
  language: string;
  aliases?: string[];
  cities: string[];
  towns?: string[];
  regions?: string[];
  female?: string[];
  male?: string[];
  surnames?: string[];
}

function toCountry(row: Row): Country {
  const aliases = new Set([row.nationality.toLowerCase(), row.country.toLowerCase(), ...(row.aliases ?? [])]);
  return {
    nationality: row.nationality,
    country: row.country,
    language: row.language,
    aliases: [...aliases],
    cities: row.cities,
    ...(row.towns ? { towns: row.towns } : {}),
    ...(row.regions ? { regions: row.regions } : {}),
    ...(row.female ? { femaleNames: row.female } : {}),
    ...(row.male ? { maleNames: row.male } : {}),
    ...(row.surnames ? { surnames: row.surnames } : {}),
  };
}

const ROWS: Row[] = [
  {
    nationality: 'American', country: 'United States', language: 'English', aliases: ['usa', 'u.s.', 'us-based', 'america'],
    cities: ['Chicago', 'Denver', 'Atlanta', 'Seattle', 'Boston', 'Austin', 'Phoenix', 'Philadelphia', 'New York', 'San Francisco', 'Los Angeles', 'Houston', 'Dallas', 'Miami', 'Detroit', 'Minneapolis', 'Portland', 'Nashville'],
    towns: ['Ames', 'Bozeman', 'Boone', 'Keene', 'Hood River', 'Marfa'],
    regions: ['Iowa', 'Texas', 'Ohio', 'Kansas', 'Nebraska', 'Montana', 'Vermont', 'Maine', 'Oregon', 'Georgia', 'Alabama', 'Kentucky', 'Tennessee', 'Wisconsin', 'Minnesota', 'Michigan', 'Colorado', 'Arizona', 'Nevada', 'Utah', 'Idaho', 'Wyoming', 'California', 'Florida', 'Louisiana', 'Mississippi', 'Oklahoma', 'Arkansas', 'Missouri', 'Illinois', 'Indiana', 'Pennsylvania', 'Virginia', 'North Carolina', 'South Carolina', 'Massachusetts', 'Connecticut', 'New Jersey', 'New Mexico', 'Alaska', 'Hawaii', 'the Midwest'],
  },
  {
    nationality: 'British', country: 'United Kingdom', language: 'English', aliases: ['uk', 'england', 'english', 'britain', 'great britain', 'scottish', 'scotland', 'welsh', 'wales', 'northern irish'],
    cities: ['Manchester', 'Leeds', 'Bristol', 'Birmingham', 'London', 'Glasgow', 'Edinburgh', 'Liverpool', 'Cardiff', 'Sheffield', 'Nottingham', 'Newcastle', 'Belfast', 'Aberdeen'],
    towns: ['Hexham', 'Ludlow', 'Penrith', 'Oban', 'Brecon', 'Whitby'],
    regions: ['Yorkshire', 'Cornwall', 'Devon', 'Kent', 'the Highlands', 'the Cotswolds', 'Cumbria', 'Norfolk'],
  },
  {
    nationality: 'Irish', country: 'Ireland', language: 'English', aliases: ['eire'],
    cities: ['Dublin', 'Cork', 'Galway', 'Limerick', 'Waterford'], towns: ['Dingle', 'Westport', 'Kilkenny', 'Clonakilty'], regions: ['Kerry', 'Donegal', 'Connemara', 'Mayo'],
    female: ['Aoife', 'Siobhan', 'Niamh', 'Orla'], male: ['Cian', 'Declan', 'Eoin', 'Padraig'], surnames: ['Byrne', 'Murphy', 'Kelly', "O'Sullivan"],
  },
  { nationality: 'Canadian', country: 'Canada', language: 'English', cities: ['Toronto', 'Calgary', 'Ottawa', 'Vancouver', 'Montreal', 'Winnipeg', 'Halifax', 'Edmonton'], towns: ['Canmore', 'Lunenburg', 'Yellowknife'], regions: ['Ontario', 'Quebec', 'Alberta', 'British Columbia', 'Manitoba', 'Saskatchewan', 'Nova Scotia', 'Newfoundland'] },
  { nationality: 'Australian', country: 'Australia', language: 'English', aliases: ['aussie'], cities: ['Melbourne', 'Brisbane', 'Perth', 'Sydney', 'Adelaide', 'Canberra', 'Hobart', 'Darwin'], towns: ['Broken Hill', 'Mudgee', 'Alice Springs', 'Dubbo'], regions: ['Queensland', 'Victoria', 'New South Wales', 'Tasmania', 'the Outback'] },
  { nationality: 'New Zealander', country: 'New Zealand', language: 'English', aliases: ['kiwi', 'zealander'], cities: ['Auckland', 'Wellington', 'Christchurch', 'Dunedin'], towns: ['Taupō', 'Nelson', 'Oamaru'] },
  {
    nationality: 'South African', country: 'South Africa', language: 'English and Afrikaans', cities: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria'], towns: ['Stellenbosch', 'Knysna'], regions: ['Gauteng', 'KwaZulu-Natal'],
    female: ['Thandi', 'Lerato', 'Naledi', 'Anika'], male: ['Sipho', 'Thabo', 'Pieter', 'Kagiso'], surnames: ['Nkosi', 'van der Merwe', 'Dlamini', 'Botha'],
  },
  {
    nationality: 'Portuguese', country: 'Portugal', language: 'Portuguese',
    cities: ['Lisbon', 'Porto', 'Braga', 'Coimbra', 'Faro', 'Aveiro', 'Setúbal', 'Funchal'], towns: ['Mértola', 'Beja', 'Évora', 'Bragança', 'Castelo Branco', 'Guarda', 'Tavira'], regions: ['Alentejo', 'Algarve', 'Minho', 'Madeira', 'the Azores', 'Trás-os-Montes'],
    female: ['Rosa', 'Inês', 'Mariana', 'Catarina', 'Joana', 'Filipa'], male: ['João', 'Tiago', 'Rui', 'Miguel', 'Nuno', 'Duarte'], surnames: ['Almeida', 'Silva', 'Santos', 'Ferreira', 'Pereira', 'Costa', 'Rodrigues', 'Carvalho'],
  },
  {
    nationality: 'Spanish', country: 'Spain', language: 'Spanish', cities: ['Madrid', 'Barcelona', 'Valencia', 'Seville', 'Bilbao', 'Málaga', 'Zaragoza'], towns: ['Ronda', 'Cuenca', 'Teruel', 'Soria'], regions: ['Andalusia', 'Catalonia', 'Galicia', 'the Basque Country', 'Castile'],
    female: ['Lucía', 'Carmen', 'Elena', 'Marta'], male: ['Javier', 'Pablo', 'Carlos', 'Sergio'], surnames: ['García', 'Fernández', 'López', 'Martínez'],
  },
  {
    nationality: 'French', country: 'France', language: 'French', cities: ['Lyon', 'Paris', 'Toulouse', 'Bordeaux', 'Lille', 'Nantes', 'Marseille'], towns: ['Annecy', 'Colmar', 'Rodez', 'Dinan'], regions: ['Brittany', 'Provence', 'Normandy', 'Burgundy', 'Alsace'],
    female: ['Camille', 'Claire', 'Élodie', 'Sophie'], male: ['Julien', 'Mathieu', 'Nicolas', 'Antoine'], surnames: ['Martin', 'Bernard', 'Dubois', 'Laurent'],
  },
  {
    nationality: 'Italian', country: 'Italy', language: 'Italian', cities: ['Milan', 'Rome', 'Turin', 'Bologna', 'Florence', 'Naples', 'Genoa'], towns: ['Matera', 'Orvieto', 'Urbino', 'Bra'], regions: ['Tuscany', 'Sicily', 'Sardinia', 'Lombardy', 'Puglia', 'Umbria'],
    female: ['Giulia', 'Francesca', 'Chiara', 'Alessia'], male: ['Marco', 'Luca', 'Alessandro', 'Giorgio'], surnames: ['Rossi', 'Russo', 'Bianchi', 'Romano', 'Esposito'],
  },
  {
    nationality: 'German', country: 'Germany', language: 'German', cities: ['Munich', 'Hamburg', 'Berlin', 'Frankfurt', 'Cologne', 'Stuttgart', 'Leipzig', 'Dresden'], towns: ['Lindau', 'Rothenburg', 'Husum'], regions: ['Bavaria', 'Saxony', 'Swabia', 'the Black Forest'],
    female: ['Katrin', 'Anja', 'Sabine', 'Julia', 'Ulrike'], male: ['Stefan', 'Jens', 'Markus', 'Tobias', 'Klaus'], surnames: ['Müller', 'Schneider', 'Fischer', 'Becker', 'Weber'],
  },
  { nationality: 'Austrian', country: 'Austria', language: 'German', cities: ['Vienna', 'Graz', 'Linz', 'Salzburg', 'Innsbruck'], towns: ['Hallstatt', 'Bregenz'], regions: ['Tyrol', 'Carinthia'], female: ['Lena', 'Theresa'], male: ['Florian', 'Lukas'], surnames: ['Gruber', 'Huber', 'Bauer'] },
  { nationality: 'Swiss', country: 'Switzerland', language: 'German and French', cities: ['Zurich', 'Geneva', 'Basel', 'Bern', 'Lausanne'], towns: ['Chur', 'Zug', 'Sion'], female: ['Nadine', 'Corinne'], male: ['Reto', 'Urs'], surnames: ['Meier', 'Keller', 'Brunner'] },
  { nationality: 'Dutch', country: 'Netherlands', language: 'Dutch', aliases: ['holland', 'the netherlands'], cities: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven', 'Groningen'], towns: ['Zwolle', 'Delft', 'Leeuwarden'], female: ['Anouk', 'Sanne', 'Lotte'], male: ['Daan', 'Joost', 'Bram'], surnames: ['de Vries', 'Jansen', 'Bakker'] },
  { nationality: 'Belgian', country: 'Belgium', language: 'Dutch and French', cities: ['Brussels', 'Antwerp', 'Ghent', 'Liège', 'Bruges'], towns: ['Dinant', 'Ypres'], regions: ['Flanders', 'Wallonia'], female: ['Els', 'Inge'], male: ['Wouter', 'Koen'], surnames: ['Peeters', 'Maes', 'Claes'] },
  { nationality: 'Swedish', country: 'Sweden', language: 'Swedish', cities: ['Stockholm', 'Gothenburg', 'Malmö', 'Uppsala'], towns: ['Kiruna', 'Visby'], female: ['Elin', 'Karin', 'Maja'], male: ['Erik', 'Johan', 'Lars'], surnames: ['Andersson', 'Johansson', 'Lindqvist'] },
  { nationality: 'Norwegian', country: 'Norway', language: 'Norwegian', cities: ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø'], towns: ['Ålesund', 'Bodø'], female: ['Ingrid', 'Sigrid', 'Kari'], male: ['Ole', 'Henrik', 'Magnus'], surnames: ['Hansen', 'Johansen', 'Olsen'] },
  { nationality: 'Danish', country: 'Denmark', language: 'Danish', aliases: ['dane'], cities: ['Copenhagen', 'Aarhus', 'Odense', 'Aalborg'], towns: ['Ribe', 'Skagen'], female: ['Mette', 'Freja'], male: ['Søren', 'Rasmus'], surnames: ['Nielsen', 'Jensen', 'Pedersen'] },
  { nationality: 'Finnish', country: 'Finland', language: 'Finnish', aliases: ['finn'], cities: ['Helsinki', 'Tampere', 'Turku', 'Oulu'], towns: ['Rovaniemi', 'Porvoo'], female: ['Aino', 'Sanna'], male: ['Mikko', 'Juha'], surnames: ['Virtanen', 'Korhonen', 'Mäkinen'] },
  { nationality: 'Polish', country: 'Poland', language: 'Polish', cities: ['Warsaw', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań', 'Łódź'], towns: ['Zakopane', 'Sandomierz'], female: ['Agnieszka', 'Katarzyna', 'Magda'], male: ['Piotr', 'Tomasz', 'Krzysztof'], surnames: ['Nowak', 'Kowalski', 'Wiśniewski'] },
  { nationality: 'Czech', country: 'Czech Republic', language: 'Czech', aliases: ['czechia'], cities: ['Prague', 'Brno', 'Ostrava', 'Plzeň'], towns: ['Český Krumlov', 'Telč'], regions: ['Moravia', 'Bohemia'], female: ['Tereza', 'Lucie'], male: ['Jakub', 'Tomáš'], surnames: ['Novák', 'Svoboda', 'Dvořák'] },
  { nationality: 'Hungarian', country: 'Hungary', language: 'Hungarian', cities: ['Budapest', 'Debrecen', 'Szeged', 'Pécs'], towns: ['Eger', 'Tokaj'], female: ['Zsófia', 'Eszter'], male: ['Bence', 'Gábor'], surnames: ['Nagy', 'Kovács', 'Tóth'] },
  { nationality: 'Romanian', country: 'Romania', language: 'Romanian', cities: ['Bucharest', 'Cluj-Napoca', 'Timișoara', 'Iași'], towns: ['Sibiu', 'Sighișoara'], regions: ['Transylvania'], female: ['Ioana', 'Andreea'], male: ['Andrei', 'Mihai'], surnames: ['Popescu', 'Ionescu', 'Dumitru'] },
  { nationality: 'Greek', country: 'Greece', language: 'Greek', cities: ['Athens', 'Thessaloniki', 'Patras', 'Heraklion'], towns: ['Nafplio', 'Chania', 'Kalamata'], regions: ['Crete', 'the Peloponnese'], female: ['Eleni', 'Katerina', 'Sofia'], male: ['Nikos', 'Giorgos', 'Dimitris'], surnames: ['Papadopoulos', 'Georgiou', 'Nikolaou'] },
  { nationality: 'Turkish', country: 'Turkey', language: 'Turkish', aliases: ['türkiye', 'turk'], cities: ['Istanbul', 'Ankara', 'Izmir', 'Bursa', 'Antalya'], towns: ['Safranbolu', 'Göreme'], regions: ['Anatolia', 'Cappadocia'], female: ['Elif', 'Zeynep', 'Ayşe'], male: ['Mehmet', 'Emre', 'Burak'], surnames: ['Yılmaz', 'Kaya', 'Demir'] },
  { nationality: 'Ukrainian', country: 'Ukraine', language: 'Ukrainian', cities: ['Kyiv', 'Lviv', 'Kharkiv', 'Odesa', 'Dnipro'], towns: ['Chernivtsi', 'Uzhhorod'], female: ['Oksana', 'Olena', 'Iryna'], male: ['Oleksandr', 'Taras', 'Andriy'], surnames: ['Shevchenko', 'Kovalenko', 'Bondarenko'] },
  { nationality: 'Russian', country: 'Russia', language: 'Russian', cities: ['Moscow', 'Saint Petersburg', 'Kazan', 'Novosibirsk', 'Yekaterinburg'], towns: ['Suzdal', 'Vologda'], regions: ['Siberia'], female: ['Natalia', 'Olga', 'Svetlana'], male: ['Dmitri', 'Sergei', 'Alexei', 'Ivan'], surnames: ['Ivanov', 'Petrov', 'Volkov', 'Sokolov'] },
  { nationality: 'Israeli', country: 'Israel', language: 'Hebrew', cities: ['Tel Aviv', 'Haifa', 'Jerusalem', 'Beersheba'], female: ['Noa', 'Tamar', 'Yael'], male: ['Yossi', 'Avi', 'Eitan'], surnames: ['Cohen', 'Levi', 'Mizrahi'] },
  { nationality: 'Egyptian', country: 'Egypt', language: 'Arabic', cities: ['Cairo', 'Alexandria', 'Giza', 'Luxor'], towns: ['Aswan', 'Siwa'], female: ['Nour', 'Yasmin', 'Salma'], male: ['Omar', 'Karim', 'Ahmed'], surnames: ['Hassan', 'Mahmoud', 'Farouk'] },
  { nationality: 'Moroccan', country: 'Morocco', language: 'Arabic and French', cities: ['Casablanca', 'Rabat', 'Marrakesh', 'Fez', 'Tangier'], towns: ['Chefchaouen', 'Essaouira'], female: ['Khadija', 'Samira'], male: ['Youssef', 'Hamza'], surnames: ['Benali', 'El Amrani', 'Alaoui'] },
  { nationality: 'Saudi', country: 'Saudi Arabia', language: 'Arabic', aliases: ['saudi arabian'], cities: ['Riyadh', 'Jeddah', 'Dammam', 'Mecca'], female: ['Noura', 'Reem'], male: ['Faisal', 'Abdullah', 'Turki'], surnames: ['Al-Qahtani', 'Al-Harbi', 'Al-Otaibi'] },
  { nationality: 'Emirati', country: 'United Arab Emirates', language: 'Arabic', aliases: ['uae'], cities: ['Dubai', 'Abu Dhabi', 'Sharjah'], female: ['Mariam', 'Fatima', 'Aisha'], male: ['Khalid', 'Rashid', 'Saeed'], surnames: ['Al Mansoori', 'Al Hashimi', 'Al Falasi'] },
  {
    nationality: 'Nigerian', country: 'Nigeria', language: 'English and Yoruba', cities: ['Lagos', 'Abuja', 'Ibadan', 'Port Harcourt', 'Kano', 'Enugu'], towns: ['Abeokuta', 'Oshogbo'],
    female: ['Adaeze', 'Funmilayo', 'Chiamaka', 'Ngozi'], male: ['Chinedu', 'Tunde', 'Emeka', 'Oluwaseun'], surnames: ['Okafor', 'Adeyemi', 'Eze', 'Balogun'],
  },
  { nationality: 'Ghanaian', country: 'Ghana', language: 'English and Twi', cities: ['Accra', 'Kumasi', 'Tamale', 'Takoradi'], towns: ['Ho', 'Cape Coast'], female: ['Akosua', 'Ama', 'Efua'], male: ['Kwame', 'Kofi', 'Yaw'], surnames: ['Mensah', 'Owusu', 'Boateng', 'Asante'] },
  { nationality: 'Kenyan', country: 'Kenya', language: 'English and Swahili', cities: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru'], towns: ['Nanyuki', 'Eldoret'], female: ['Wanjiru', 'Achieng', 'Njeri'], male: ['Kamau', 'Otieno', 'Kipchoge'], surnames: ['Mwangi', 'Odhiambo', 'Kariuki'] },
  { nationality: 'Ethiopian', country: 'Ethiopia', language: 'Amharic', cities: ['Addis Ababa', 'Dire Dawa', 'Bahir Dar', 'Hawassa'], towns: ['Gondar', 'Lalibela'], female: ['Selam', 'Hiwot', 'Meron'], male: ['Dawit', 'Abebe', 'Yonas'], surnames: ['Tesfaye', 'Bekele', 'Girma'] },
  {
    nationality: 'Indian', country: 'India', language: 'Hindi and English', cities: ['Bengaluru', 'Mumbai', 'Pune', 'Hyderabad', 'Chennai', 'Delhi', 'Kolkata', 'Ahmedabad', 'Jaipur', 'Kochi'], towns: ['Udaipur', 'Mysuru', 'Shimla'], regions: ['Kerala', 'Punjab', 'Gujarat', 'Rajasthan', 'Tamil Nadu', 'Karnataka', 'Maharashtra'],
    female: ['Priya', 'Ananya', 'Kavya', 'Meera', 'Divya'], male: ['Arjun', 'Rahul', 'Vikram', 'Rohan', 'Sanjay'], surnames: ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair'],
  },
  { nationality: 'Pakistani', country: 'Pakistan', language: 'Urdu and English', cities: ['Karachi', 'Lahore', 'Islamabad', 'Faisalabad'], towns: ['Murree', 'Hunza'], female: ['Ayesha', 'Sana', 'Hira'], male: ['Imran', 'Bilal', 'Usman'], surnames: ['Khan', 'Qureshi', 'Malik'] },
  { nationality: 'Bangladeshi', country: 'Bangladesh', language: 'Bengali', cities: ['Dhaka', 'Chittagong', 'Khulna', 'Sylhet'], female: ['Nusrat', 'Farzana'], male: ['Rafiq', 'Tanvir'], surnames: ['Rahman', 'Hossain', 'Chowdhury'] },
  { nationality: 'Sri Lankan', country: 'Sri Lanka', aliases: ['lankan'], language: 'Sinhala and English', cities: ['Colombo', 'Kandy', 'Galle', 'Jaffna'], female: ['Dilini', 'Nadeesha'], male: ['Kasun', 'Chaminda'], surnames: ['Perera', 'Fernando', 'Silva'] },
  {
    nationality: 'Indonesian', country: 'Indonesia', language: 'Indonesian', cities: ['Jakarta', 'Surabaya', 'Bandung', 'Yogyakarta', 'Medan', 'Denpasar', 'Makassar'], towns: ['Ubud', 'Bukittinggi'], regions: ['Bali', 'Java', 'Sumatra', 'Sulawesi'],
    female: ['Dewi', 'Sari', 'Putri', 'Ayu'], male: ['Budi', 'Agus', 'Rizky', 'Hendra'], surnames: ['Santoso', 'Wijaya', 'Pratama', 'Saputra'],
  },
  { nationality: 'Malaysian', country: 'Malaysia', language: 'Malay and English', cities: ['Kuala Lumpur', 'Penang', 'Johor Bahru', 'Kuching'], towns: ['Ipoh', 'Melaka'], regions: ['Sabah', 'Sarawak'], female: ['Nurul', 'Aisyah', 'Mei Yee'], male: ['Hafiz', 'Azlan', 'Kah Wai'], surnames: ['Ibrahim', 'Abdullah', 'Wong'] },
  { nationality: 'Singaporean', country: 'Singapore', language: 'English and Mandarin', cities: ['Singapore'], female: ['Mei Ling', 'Siti', 'Rachel'], male: ['Wei Jie', 'Darren', 'Faizal'], surnames: ['Tan', 'Lim', 'Ng', 'Rahman'] },
  { nationality: 'Filipino', country: 'Philippines', language: 'Filipino and English', aliases: ['filipina', 'the philippines'], cities: ['Manila', 'Cebu City', 'Davao City', 'Quezon City'], towns: ['Vigan', 'Baguio'], female: ['Maricel', 'Joy', 'Kristine'], male: ['Jose', 'Paolo', 'Ramon'], surnames: ['Santos', 'Reyes', 'Cruz', 'Bautista'] },
  { nationality: 'Vietnamese', country: 'Vietnam', language: 'Vietnamese', cities: ['Ho Chi Minh City', 'Hanoi', 'Da Nang', 'Hai Phong'], towns: ['Hội An', 'Huế', 'Sa Pa'], female: ['Linh', 'Thu', 'Lan'], male: ['Minh', 'Duc', 'Huy'], surnames: ['Nguyen', 'Tran', 'Pham'] },
  { nationality: 'Thai', country: 'Thailand', language: 'Thai', cities: ['Bangkok', 'Chiang Mai', 'Phuket', 'Khon Kaen'], towns: ['Pai', 'Nan'], female: ['Siriporn', 'Nattaya', 'Ploy'], male: ['Somchai', 'Anan', 'Kittisak'], surnames: ['Srisuk', 'Chaiyaporn', 'Wongsa'] },
  { nationality: 'Chinese', country: 'China', language: 'Mandarin', cities: ['Shanghai', 'Beijing', 'Shenzhen', 'Guangzhou', 'Hangzhou', 'Chengdu', 'Wuhan'], towns: ['Lijiang', 'Yangshuo'], regions: ['Sichuan', 'Yunnan', 'Guangdong'], female: ['Li Na', 'Xiu Ying', 'Mei'], male: ['Wei', 'Jun', 'Hao'], surnames: ['Wang', 'Li', 'Zhang', 'Chen', 'Liu'] },
  { nationality: 'Taiwanese', country: 'Taiwan', language: 'Mandarin', cities: ['Taipei', 'Kaohsiung', 'Taichung', 'Tainan'], towns: ['Hualien'], female: ['Yi-Ting', 'Hsin-Yi'], male: ['Chih-Ming', 'Wei-Lun'], surnames: ['Lin', 'Huang', 'Tsai'] },
  { nationality: 'Japanese', country: 'Japan', language: 'Japanese', cities: ['Tokyo', 'Osaka', 'Yokohama', 'Nagoya', 'Fukuoka', 'Sapporo', 'Kyoto'], towns: ['Takayama', 'Kanazawa', 'Nikko'], regions: ['Hokkaido', 'Okinawa', 'Kyushu'], female: ['Yuki', 'Haruka', 'Aiko', 'Naomi'], male: ['Takeshi', 'Kenji', 'Hiroshi', 'Daisuke'], surnames: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka'] },
  { nationality: 'Korean', country: 'South Korea', language: 'Korean', aliases: ['korea', 'south korean'], cities: ['Seoul', 'Busan', 'Incheon', 'Daegu', 'Daejeon'], towns: ['Gyeongju', 'Jeonju'], regions: ['Jeju'], female: ['Ji-woo', 'Min-ji', 'Seo-yeon'], male: ['Min-jun', 'Ji-ho', 'Dong-hyun'], surnames: ['Kim', 'Lee', 'Park', 'Choi'] },
  { nationality: 'Brazilian', country: 'Brazil', language: 'Portuguese', cities: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Salvador', 'Recife', 'Porto Alegre', 'Manaus'], towns: ['Paraty', 'Ouro Preto', 'Olinda'], regions: ['Bahia', 'Minas Gerais', 'Amazonas'], female: ['Ana', 'Beatriz', 'Juliana', 'Camila'], male: ['João', 'Rafael', 'Thiago', 'Gustavo'], surnames: ['Souza', 'Oliveira', 'Lima', 'Gomes'] },
  { nationality: 'Argentine', country: 'Argentina', language: 'Spanish', aliases: ['argentinian'], cities: ['Buenos Aires', 'Córdoba', 'Rosario', 'Mendoza'], towns: ['Bariloche', 'Salta', 'Ushuaia'], regions: ['Patagonia'], female: ['Florencia', 'Agustina'], male: ['Martín', 'Facundo'], surnames: ['González', 'Rodríguez', 'Fernández'] },
  { nationality: 'Chilean', country: 'Chile', language: 'Spanish', cities: ['Santiago', 'Valparaíso', 'Concepción', 'Antofagasta'], towns: ['Puerto Varas', 'La Serena'], female: ['Constanza', 'Javiera'], male: ['Matías', 'Benjamín'], surnames: ['Muñoz', 'Rojas', 'Díaz'] },
  { nationality: 'Colombian', country: 'Colombia', language: 'Spanish', cities: ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena'], towns: ['Salento', 'Villa de Leyva'], female: ['Valentina', 'Daniela'], male: ['Andrés', 'Santiago'], surnames: ['Gómez', 'Restrepo', 'Vargas'] },
  { nationality: 'Peruvian', country: 'Peru', language: 'Spanish', cities: ['Lima', 'Arequipa', 'Cusco', 'Trujillo'], towns: ['Puno', 'Huaraz'], female: ['Rocío', 'Milagros'], male: ['Jorge', 'Renzo'], surnames: ['Quispe', 'Flores', 'Mendoza'] },
  { nationality: 'Mexican', country: 'Mexico', language: 'Spanish', cities: ['Mexico City', 'Guadalajara', 'Monterrey', 'Puebla', 'Mérida', 'Querétaro'], towns: ['Oaxaca', 'San Miguel de Allende', 'Taxco'], regions: ['Yucatán', 'Jalisco', 'Chiapas'], female: ['Mariana', 'Guadalupe', 'Fernanda', 'Valeria'], male: ['Alejandro', 'Luis', 'Diego', 'Miguel'], surnames: ['Hernández', 'Ramírez', 'Torres', 'Flores'] },
];

export const COUNTRIES: Country[] = ROWS.map(toCountry);

/** When a prompt names no country: English-speaking places, so the default language matches the prompt's. */
export const DEFAULT_COUNTRY_NATIONALITIES = ['American', 'British', 'Canadian', 'Australian', 'Irish', 'New Zealander'];

export function isEnglishSpeaking(country: Country): boolean {
  return /\bEnglish\b/.test(country.language);
}

function lower(text: string): string {
  return text.toLocaleLowerCase();
}

/** The country a city, town or region belongs to, with the place as the table spells it. */
export function findPlace(candidate: string): { place: string; country: Country; isRegion: boolean } | null {
  const wanted = lower(candidate.trim());
  for (const country of COUNTRIES) {
    const city = [...country.cities, ...(country.towns ?? [])].find((known) => lower(known) === wanted);
    if (city) return { place: city, country, isRegion: false };
  }
  for (const country of COUNTRIES) {
    const region = country.regions?.find((known) => lower(known.replace(/^the /, '')) === wanted.replace(/^the /, ''));
    if (region) return { place: region, country, isRegion: true };
  }
  return null;
}

/** The country a word names ("Portugal", "Portuguese", "UK"). */
export function findCountry(candidate: string): Country | null {
  const wanted = lower(candidate.trim());
  return COUNTRIES.find((country) => country.aliases.includes(wanted)) ?? null;
}

/** Every place name of the table, longest first, for finding one inside a prompt. */
export const ALL_PLACE_NAMES: string[] = COUNTRIES.flatMap((country) => [...country.cities, ...(country.towns ?? []), ...(country.regions ?? []).map((region) => region.replace(/^the /, ''))]).sort(
  (left, right) => right.length - left.length,
);
